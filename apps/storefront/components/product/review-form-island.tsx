'use client';
// The 'Write a review' form as an island (components/ui/island.tsx): the server renders it in full
// (it works as a plain form before its script runs), and the browser downloads its script after
// the page has hydrated, not with the first-load scripts, as the form sits at the foot of the
// page. Until then React leaves the server's markup in place, and what a visitor typed stays.
import { island } from '@/components/ui/island';

export const ReviewForm = island(() => import('./ReviewForm').then((m) => m.ReviewForm));
