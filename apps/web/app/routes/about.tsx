export default function About() {
  return (
    <section className="container section">
      <h1>About</h1>
    </section>
  );
}
