import { Link } from 'react-router';

export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>There is no console page at this address.</p>
      <p>
        <Link to="/">Go to the overview</Link>
      </p>
    </>
  );
}
