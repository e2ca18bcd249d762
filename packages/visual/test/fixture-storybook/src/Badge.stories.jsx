/** Uses --fx-accent. */
function Badge({ label }) {
  return (
    <span
      style={{
        display: 'inline-block',
        margin: 16,
        padding: '4px 12px',
        background: 'var(--fx-accent)',
        color: '#fff',
      }}
    >
      {label}
    </span>
  );
}

export default { title: 'Badge', component: Badge, args: { label: 'New' } };
export const Accent = {};
