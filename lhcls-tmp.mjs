import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
for (const path of process.argv.slice(2)) for (let i = 0; i < 4; i++) {
  const { lhr } = await lighthouse('http://localhost:3300' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const a = lhr.audits
  console.log(path, Math.round(lhr.categories.performance.score * 100), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), JSON.stringify(a['layout-shifts']?.details?.items?.map((x) => [x.node?.snippet?.slice(0, 150), x.score.toFixed(3)])))
}
await chrome.kill()
