import { create } from 'zustand';

// Header menu state: the mobile panel, the Services dropdown / submenu.
type MenuState = {
  mobileOpen: boolean;
  servicesOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  setServicesOpen: (open: boolean) => void;
  closeAll: () => void;
};

export const useMenuStore = create<MenuState>((set) => ({
  mobileOpen: false,
  servicesOpen: false,
  setMobileOpen: (mobileOpen) => set(mobileOpen ? { mobileOpen } : { mobileOpen, servicesOpen: false }),
  setServicesOpen: (servicesOpen) => set({ servicesOpen }),
  closeAll: () => set({ mobileOpen: false, servicesOpen: false }),
}));
