import svgCaptcha from 'svg-captcha';

/** A fresh captcha: the SVG as a data URI and the answer to keep on the server. */
export function drawCaptcha(): { image: string; answer: string } {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    width: 110,
    height: 40,
    background: '#f2f3f5',
  });
  return { image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, answer: text.toLowerCase() };
}
