export default { id: 'vite-ssr', title: 'todo', proves: 'todo', app: () => ({ packageJson: {}, files: {} }), async run() { throw new Error('todo'); } };
