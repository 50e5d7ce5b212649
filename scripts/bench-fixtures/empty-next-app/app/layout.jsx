// The framework floor of `npm run bench:storefront`: the smallest App Router page with one
// interactive element, built with the storefront's own Next.js and React. Its first-load
// JavaScript and Lighthouse figures are what any page of this stack starts from.
export const metadata = {
  title: 'Empty page',
  description: 'The framework floor of the storefront benchmark.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
