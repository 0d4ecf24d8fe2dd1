export default { id: 'react18', title: 'todo', proves: 'todo', app: () => ({ packageJson: {}, files: {} }), async run() { throw new Error('todo'); } };
