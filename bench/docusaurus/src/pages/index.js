// The home page, as close to apps/site's HomePage as the classic theme allows: hero with title,
// tagline and a call to action, then one card per section with its icon.
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import ThemedImage from '@theme/ThemedImage';

const sections = [
  {
    title: 'Market Data API',
    description:
      'Every REST endpoint for stocks, options, indices and funds, with authentication and the parameters all endpoints share.',
    route: 'api',
  },
  {
    title: 'SDKs',
    description:
      'Client libraries for Go and PHP and a Postman collection, with setup, requests and response types.',
    route: 'sdk',
  },
  {
    title: 'Google Sheets Add-On',
    description:
      'Every add-on formula explained with worked examples, plus refreshing, sharing and troubleshooting.',
    route: 'sheets',
  },
  {
    title: 'Accounts & Billing',
    description: 'Plans, limits, trials, upgrades and billing: answers to the questions about your account.',
    route: 'account',
  },
];

function Feature({ title, description, route }) {
  const light = useBaseUrl(`/img/icon-${route}.svg`);
  const dark = useBaseUrl(`/img/icon-${route}-dark.svg`);
  return (
    <div className="col col--3 margin-bottom--lg">
      <Link to={`/${route}`} className="card padding--lg" style={{ height: '100%' }}>
        <ThemedImage sources={{ light, dark }} alt="" width={96} height={96} />
        <h2 className="margin-top--md">{title}</h2>
        <p>{description}</p>
      </Link>
    </div>
  );
}

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{siteConfig.title}</h1>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary button--lg" to="/api">
            Get Started With Our API
          </Link>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <div className="row">
          {sections.map((section) => (
            <Feature key={section.route} {...section} />
          ))}
        </div>
      </main>
    </Layout>
  );
}
