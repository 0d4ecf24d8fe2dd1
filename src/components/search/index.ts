// The shop's own site search (the widget's search lives in @glimt/ui/widget).
export {};
// --- site search overlay and search page ---
