// The internal shapes resolvers pass as parents (the code generator's mappers, see codegen.ts).
// Each module adds the shapes of its own types by declaration merging, next to where it builds
// them, so this file and the generated types import no module:
//
//   declare module '../../graphql/parents.js' {
//     interface ResolverParents { Cart: CartSource }
//   }
import type { CustomerParent } from '../shared/customer-parent.js';

export interface ResolverParents {
  Customer: CustomerParent;
}
