import { queryOptions } from '@tanstack/react-query';
import type { Slider } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/sliders?platform=PC (contract catalog §1.1) */
export const fetchSliders = () => api.get<Slider[]>('/api/v2/sliders', { platform: 'PC' });

export const slidersQuery = queryOptions({ queryKey: ['home', 'sliders'], queryFn: fetchSliders });
