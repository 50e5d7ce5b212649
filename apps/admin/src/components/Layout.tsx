// The signed-in console: skip link, header with the operator and Sign out, the sections the
// operator may use, and the page. Anonymous visitors go to sign-in and come back afterwards.
import { useMutation } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { execute } from '../api/client';
import { can, useSession, useSignedOut } from '../api/session';
import { AdminSignOutDocument } from '../generated/graphql';
import { SECTIONS } from '../sections';
import { Loading } from './Loading';
import { RouteFocus } from './RouteFocus';

function SignOutButton() {
  const signedOut = useSignedOut();
  // Whatever the API answers, the console forgets the session (and its CSRF token).
  const signOut = useMutation({
    mutationFn: () => execute(AdminSignOutDocument),
    onSettled: signedOut,
  });
  return (
    <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      Sign out
    </button>
  );
}

export default function Layout() {
  const { data: session, isPending, isError } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (isPending) return <Loading label="Checking your session" />;
  if (isError || !session) {
    const next = `${location.pathname}${location.search}`;
    const to = next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
    return <Navigate to={to} replace />;
  }
  const operator = session.operator;
  const sections = SECTIONS.filter((s) => can(operator, s.permission));
  return (
    <div className="shell">
      <RouteFocus />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="masthead">
        <p className="brand">Charter console</p>
        <p className="operator">
          Signed in as <NavLink to="/account">{operator.name || operator.email}</NavLink>
        </p>
        <SignOutButton />
      </header>
      <nav className="sidebar" aria-label="Sections">
        <ul>
          <li>
            <NavLink to="/" end>
              Overview
            </NavLink>
          </li>
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink to={`/${s.path}`}>{s.label}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/account">Your account</NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        {navigation.state === 'loading' ? <Loading label="Loading the page" /> : null}
        <Outlet />
      </main>
    </div>
  );
}
