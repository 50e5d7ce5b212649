export default function HomePage() {
  return <main><h1>Hospitality</h1></main>;
}
