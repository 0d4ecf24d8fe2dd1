/** How a status reads at a glance: the colour family of its badge. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
