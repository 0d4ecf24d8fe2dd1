// Cart components.
export {};
// --- cart drawer ---
