/** Uses no accent colour: text on the page background only. */
function Note({ text }) {
  return <p style={{ margin: 16 }}>{text}</p>;
}

export default { title: 'Note', component: Note, args: { text: 'Prices are adjusted for splits.' } };
export const Plain = {};
