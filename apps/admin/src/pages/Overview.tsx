import { Link } from 'react-router';
import { can, useSession } from '../api/session';
import { SECTIONS } from '../sections';

export default function Overview() {
  const { data: session } = useSession();
  if (!session) return null;
  const sections = SECTIONS.filter((s) => can(session.operator, s.permission));
  return (
    <>
      <h1>Welcome, {session.operator.name || session.operator.email}</h1>
      <p>Your role: {session.operator.role}.</p>
      {sections.length > 0 ? (
        <ul className="cards">
          {sections.map((s) => (
            <li key={s.path}>
              <Link to={`/${s.path}`}>{s.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Your role includes no section yet.</p>
      )}
    </>
  );
}
