// Production defaults, like the storefront: compression on, no X-Powered-By header.
export default { poweredByHeader: false, compress: true };
