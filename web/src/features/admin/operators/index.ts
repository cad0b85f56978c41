/** The Operators area's screens, loaded together on first use (router.tsx lazy-loads this module). */
export { OperatorAddPage, OperatorEditPage } from './components/OperatorPages';
export { default as OperatorsPage } from './components/OperatorsPage';
