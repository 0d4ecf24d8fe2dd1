// Product components. Each area adds its lines under its own marker.
export {};
// --- product card ---
// --- carousel and recommendations ---
