import { create } from 'zustand';
import { initialFeatures, type FeatureSwitches } from '../lib/features.ts';

interface FeaturesState {
  features: FeatureSwitches;
  setFeatures(f: FeatureSwitches): void;
}

/** Written once by startup from the config's enabled_addons; read everywhere a module may be hidden. */
export const useFeatures = create<FeaturesState>()((set) => ({
  features: initialFeatures,
  setFeatures: (features) => set({ features }),
}));
