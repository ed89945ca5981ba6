export default function Contact() {
  return (
    <section className="container section">
      <h1>Contact</h1>
    </section>
  );
}
