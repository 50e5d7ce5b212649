// A downloadable product's files: what the purchase includes (each with its public sample, when
// it has one) and the public samples (commerce ADR 0509). Bought files are not linked here: they
// are served to the buyer once the order is paid. Server component.
import type { DownloadInfo } from '@/lib/commerce/types';
import styles from './product.module.css';

export function Downloads({
  downloads,
  labels,
}: {
  downloads: DownloadInfo;
  labels: { included: string; samples: string; sample: string; pdf: string };
}) {
  return (
    <section className={styles.downloads} aria-label={labels.included} data-testid="downloads">
      {downloads.links.length > 0 ? (
        <>
          <h2 className={styles.downloadsHeading}>{labels.included}</h2>
          <ul data-testid="download-links">
            {downloads.links.map((l) => (
              <li key={l.title}>
                {l.title}
                {l.sampleUrl ? (
                  <>
                    {' '}
                    (
                    <a href={l.sampleUrl} target="_blank" rel="noopener noreferrer">
                      {labels.sample}
                      <span className={styles.srOnly}>: {l.title}</span>, {labels.pdf}
                    </a>
                    )
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {downloads.samples.length > 0 ? (
        <>
          <h2 className={styles.downloadsHeading}>{labels.samples}</h2>
          <ul data-testid="download-samples">
            {downloads.samples.map((x) => (
              <li key={x.url}>
                <a href={x.url} target="_blank" rel="noopener noreferrer">
                  {x.title}
                </a>{' '}
                ({labels.pdf})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
