/** Awards: the modal of unseen awards and the hook that loads them. */
export { AwardsModal } from './components/AwardsModal';
export { useUnseenAwards } from './hooks/useUnseenAwards';
