// The shop shell. Each area adds its lines under its own marker.
export {};
// --- header, store banner, slide-in menu, mobile bar, footer ---
// --- layout, route progress, not found, unsupported browser ---
