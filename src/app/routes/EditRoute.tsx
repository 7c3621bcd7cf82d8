import EditPage from '../../features/editor/pages/EditPage';

/** /edit/{fizzId}: the editor (its sign-up prompt is composed in here once accounts provides it). */
export default function EditRoute() {
  return <EditPage />;
}
