// Product copy: short and long descriptions (HTML with paragraphs, a feature list and a
// dimensions table) and meta fields. Pure functions of their inputs.

export interface CopyInput {
  name: string;
  noun: string;
  collection: string;
  materials: string[];
  features: string[];
  finish?: string;
  fabric?: string;
  dims: [number, number, number];
  seatHeight?: string;
  weight: number | null;
}

const USES: Record<string, string> = {
  'Lounge Chair': 'hotel lobbies and resident lounges',
  'Dining Chair': 'restaurants, banquet rooms and resident dining',
};

function useFor(noun: string): string {
  for (const [key, use] of Object.entries(USES)) if (noun.includes(key)) return use;
  return 'hotels, senior-living communities and corporate interiors';
}

export function shortDescription(c: CopyInput): string {
  const finish = c.finish ? ` in ${c.finish}` : '';
  return `<p>The ${c.name}${finish}: a ${c.noun.toLowerCase()} from the ${c.collection} collection, built for ${useFor(c.noun)}.</p>`;
}

export function longDescription(c: CopyInput): string {
  const cover = c.fabric ? ` Shown in ${c.fabric}.` : '';
  const finish = c.finish ? ` The frame is finished in ${c.finish}.` : '';
  const mats = c.materials.join(', ').toLowerCase();
  const [w, d, h] = c.dims;
  const seat = c.seatHeight ? `<th>Seat height</th>` : '';
  const seatCell = c.seatHeight ? `<td>${c.seatHeight.replace(/^.*\((.*)\)$/, '$1')}</td>` : '';
  const weightCell = c.weight === null ? '' : `<td>${c.weight} lb</td>`;
  const weightHead = c.weight === null ? '' : '<th>Weight</th>';
  return [
    `<p>The <strong>${c.name}</strong> is part of the ${c.collection} collection. Made from ${mats}, it is specified for ${useFor(c.noun)} and built to take daily commercial use.${finish}${cover}</p>`,
    '<h3>Features</h3>',
    `<ul>${c.features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    '<h3>Dimensions</h3>',
    `<table><thead><tr><th>Width</th><th>Depth</th><th>Height</th>${seat}${weightHead}</tr></thead>`,
    `<tbody><tr><td>${w}"</td><td>${d}"</td><td>${h}"</td>${seatCell}${weightCell}</tr></tbody></table>`,
    '<p>Custom sizes, finishes and customer-owned material (COM) are available on request.</p>',
  ].join('');
}

export function metaFields(
  name: string,
  noun: string,
  collection: string,
): { title: string; keyword: string; description: string } {
  return {
    title: `${name} | Charter Contract Furniture`,
    keyword: [
      name.toLowerCase(),
      noun.toLowerCase(),
      collection.toLowerCase(),
      'contract furniture',
    ].join(', '),
    description: `Buy the ${name}, a contract-grade ${noun.toLowerCase()} from the ${collection} collection, built to order for hospitality and senior living.`,
  };
}
