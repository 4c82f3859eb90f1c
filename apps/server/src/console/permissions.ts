/** The permission catalogue, from the contract (the console renders the role editor from the same list). */
export {
  ALL_PERMISSIONS,
  grants,
  normalisePermissions,
  PERMISSION_CATALOGUE,
  permissionName,
  type Permission,
} from '@meedu/contract/admin';
