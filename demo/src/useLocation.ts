export { useLocation } from '@glimt/ui';
