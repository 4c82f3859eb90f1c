export {
  MemberLayout,
  MemberNav,
  memberNavGroups,
  type MemberNavGroup,
  type MemberNavItem,
} from './MemberNav.tsx';
