import { create } from 'zustand';

export type BannerTone = 'success' | 'error';
export type Banner = { id: number; tone: BannerTone; text: string };

// The spec's notification banners: one at a time, shown for about 3 seconds.
export const bannerDurationMs = 3000;

type BannerState = {
  banner: Banner | null;
  show: (tone: BannerTone, text: string) => void;
  dismiss: (id: number) => void;
};

let nextId = 0;

export const useBannerStore = create<BannerState>()((set) => ({
  banner: null,
  show: (tone, text) => {
    nextId += 1;
    set({ banner: { id: nextId, tone, text } });
  },
  dismiss: (id) => set((state) => (state.banner?.id === id ? { banner: null } : state)),
}));
