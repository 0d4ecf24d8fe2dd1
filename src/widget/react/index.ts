// The widget's React layer. Each area adds its lines under its own marker.
export {};
// --- provider, navigation, instances ---
// --- search modal, search field, product card template ---
