// The size of an Open Graph image that every network shows as a large card.
export const ogImageSize = { width: 1200, height: 630 } as const;
