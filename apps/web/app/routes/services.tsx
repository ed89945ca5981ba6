export default function Services() {
  return (
    <section className="container section">
      <h1>Services</h1>
    </section>
  );
}
