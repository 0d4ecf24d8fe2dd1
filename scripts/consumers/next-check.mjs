export default { id: 'next', title: 'todo', proves: 'todo', app: () => ({ packageJson: {}, files: {} }), async run() { throw new Error('todo'); } };
