import { Navigate, useParams } from 'react-router';
import { paths } from '../shared/config/paths';

/**
 * A greeting's download link ({shareUrl}/download) opened as a page, rather than fetched by a
 * 'Download and save' button: the recipient page, which has that button and the video.
 */
export function DownloadLinkRedirect() {
  const { uuid = '' } = useParams();
  return <Navigate to={paths.viewer(uuid)} replace />;
}
