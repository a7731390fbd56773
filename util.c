/* See LICENSE file for copyright and license details.
 *
 * util.c: dying, allocating, hex object ids, UTF-8 and the clock. Nothing
 * here knows about git or X.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "util.h"

void
die(const char *fmt, ...)
{
	va_list ap;
	int saved = errno;

	fputs("gitview: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (fmt[0] && fmt[strlen(fmt) - 1] == ':')
		fprintf(stderr, " %s", strerror(saved));
	fputc('\n', stderr);
	exit(1);
}

int
util_lowerbound(const int *a, int n, int key)
{
	int lo = 0, hi = n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (a[mid] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int
util_keepinview(int top, int i, int n)
{
	return i < top ? i : i >= top + n ? i - n + 1 : top;
}

/* the top of a pane of n rows of total that shows row i: where it is when
 * i shows, else i in the middle, as gitk puts a goto's target, rather
 * than on the edge util_keepinview() gives: a jump, not a step */
int
util_middleinview(int top, int i, int n, int total)
{
	return i >= top && i < top + n ? top : MAX(0, MIN(i - n / 2, total - n));
}

void *
ecalloc(size_t nmemb, size_t size)
{
	void *p;

	if (!(p = calloc(nmemb ? nmemb : 1, size ? size : 1)))
		die("calloc:");
	return p;
}

void *
erealloc(void *p, size_t size)
{
	if (!(p = realloc(p, size ? size : 1)))
		die("realloc:");
	return p;
}

void *
egrow(void *p, int *cap, int n, size_t size, int min)
{
	if (n <= *cap)
		return p;
	*cap = MAX(n, *cap ? 2 * *cap : min);
	return erealloc(p, (size_t)*cap * size);
}

char *
estrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(ecalloc(1, n), s, n);
}

/* the strings kept (paths of any length that structs copied by value
 * name: the file view's, blame's), each once: an open-addressing table
 * of twice their number, freed at exit */
static struct {
	char **slot;
	size_t n, cap;
} kept;

static size_t
strhash(const char *s, size_t n)
{
	size_t h = 2166136261u, i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

const char *
str_keep(const char *s, size_t n)
{
	char **old = kept.slot, *k;
	size_t i, j, oldcap = kept.cap;

	n = strnlen(s, n);  /* a C string: a NUL in s ends it (else a match reads past one kept) */
	if (2 * (kept.n + 1) > kept.cap) {
		kept.cap = oldcap ? 2 * oldcap : 64;
		kept.slot = ecalloc(kept.cap, sizeof(*kept.slot));
		for (j = 0; j < oldcap; j++) {
			if (!old[j])
				continue;
			for (i = strhash(old[j], strlen(old[j])) & (kept.cap - 1); kept.slot[i];
			     i = (i + 1) & (kept.cap - 1))
				;
			kept.slot[i] = old[j];
		}
		free(old);
	}
	for (i = strhash(s, n) & (kept.cap - 1); kept.slot[i]; i = (i + 1) & (kept.cap - 1))
		if (!strncmp(kept.slot[i], s, n) && kept.slot[i][n] == '\0')
			return kept.slot[i];
	k = memcpy(ecalloc(1, n + 1), s, n);
	kept.n++;
	return kept.slot[i] = k;
}

void
str_keepfree(void)
{
	size_t i;

	for (i = 0; i < kept.cap; i++)
		free(kept.slot[i]);
	free(kept.slot);
	memset(&kept, 0, sizeof(kept));
}

int
hex_val(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;  /* either case */
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

int
hex_decode(const char *hex, size_t nbytes, unsigned char *out)
{
	size_t i;
	int hi, lo;

	for (i = 0; i < nbytes; i++) {
		if ((hi = hex_val(hex[2 * i])) < 0 || (lo = hex_val(hex[2 * i + 1])) < 0)
			return -1;
		out[i] = hi << 4 | lo;
	}
	return 0;
}

size_t
hex_run(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n && ((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')); i++)
		;
	return i;
}

void
hex_encode(const unsigned char *id, size_t nbytes, char *out)
{
	static const char digits[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < nbytes; i++) {
		out[2 * i] = digits[id[i] >> 4];
		out[2 * i + 1] = digits[id[i] & 15];
	}
	out[2 * nbytes] = '\0';
}

size_t
utf8_decode(const char *str, size_t len, long *cp)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t n, i;
	long c;

	*cp = 0xFFFD;
	if (len == 0)
		return 0;
	for (n = 0; n < 5 && (s[0] & 0x80 >> n); n++)  /* the lead byte's 1 bits */
		;
	if (n == 0) {
		*cp = s[0];
		return 1;
	}
	if (n == 1 || n > 4 || len < n)
		return 1;
	for (c = s[0] & (0x7F >> n), i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 1;
		c = c << 6 | (s[i] & 0x3F);
	}
	if (c < (n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000) || c > 0x10FFFF ||
	    (c >= 0xD800 && c <= 0xDFFF))
		return 1;
	*cp = c;
	return n;
}

size_t
utf8_encode(long cp, char *out)
{
	unsigned char *o = (unsigned char *)out;
	size_t n, i;

	if (cp < 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
		cp = 0xFFFD;
	if (cp < 0x80) {
		o[0] = cp;
		return 1;
	}
	n = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
	for (i = n - 1; i > 0; i--, cp >>= 6)
		o[i] = 0x80 | (cp & 0x3F);
	o[0] = (0xFF00 >> n & 0xFF) | cp;  /* 110xxxxx, 1110xxxx, 11110xxx */
	return n;
}

/* how cp is drawn, in tmp: a tab as a space, ^X for another control
 * character (then 1), U+FFFD for a C1 control, else itself */
static int
visible(long cp, char *tmp, size_t *m)
{
	if (cp == '\t') {
		tmp[0] = ' ', *m = 1;
		return 0;
	}
	if (cp < 0x20 || cp == 0x7F) {
		tmp[0] = '^', tmp[1] = cp == 0x7F ? '?' : cp + '@', *m = 2;
		return 1;
	}
	*m = utf8_encode(cp >= 0x80 && cp < 0xA0 ? 0xFFFD : cp, tmp);
	return 0;
}

size_t
utf8_clean(const char *in, size_t len, char *out, size_t cap)
{
	int cols;

	return utf8_expand(in, len, 0, out, NULL, cap, &cols);
}

/* a bidi control: the window draws nothing for it, yet where the text
 * is pasted it reorders what follows (CVE-2021-42574, "Trojan Source") */
static int
isbidi(long cp)
{
	return cp == 0x061C || cp == 0x200E || cp == 0x200F ||
	    (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

/* does s[0..n) hold what utf8_quote quotes? */
static int
quotable(const char *s, size_t n, int tabok)
{
	size_t i, k;
	long cp;

	for (i = 0; i < n; i += k) {
		k = utf8_decode(s + i, n - i, &cp);
		if ((cp < 0x20 && !(tabok && cp == '\t')) || (cp >= 0x7F && cp < 0xA0) ||
		    (cp == 0xFFFD && k == 1) || isbidi(cp))
			return 1;
	}
	return 0;
}

size_t
utf8_quote(const char *s, size_t n, int tabok, char *out, size_t cap)
{
	static const char esc[] = "\a\b\t\n\v\f\r\"\\", let[] = "abtnvfr\"\\";
	const char *e;
	char tmp[8];
	size_t i, o = 0, w = 0, m;
	unsigned char c;
	int full = cap == 0;

	if (!quotable(s, n, tabok)) {
		if (cap > 0) {
			w = MIN(n, cap - 1);
			memcpy(out, s, w);
			out[w] = '\0';
		}
		return n;
	}
	for (i = 0; i < n + 2; i++) {  /* i 0 and n + 1: the quotes around it */
		c = i == 0 || i == n + 1 ? '"' : (unsigned char)s[i - 1];
		if (i == 0 || i == n + 1)
			tmp[0] = '"', m = 1;
		else if (c && (e = strchr(esc, c)))
			tmp[0] = '\\', tmp[1] = let[e - esc], m = 2;
		else if (c < 0x20 || c >= 0x7F)
			m = snprintf(tmp, sizeof(tmp), "\\%03o", c);
		else
			tmp[0] = c, m = 1;
		if (!full && o + m < cap)
			memcpy(out + o, tmp, m), w = o + m;
		else
			full = 1;  /* never a piece past one that did not fit */
		o += m;
	}
	if (cap > 0)
		out[w] = '\0';
	return o;
}

size_t
utf8_fit(const char *in, size_t len, int cols, char *out, size_t cap)
{
	char tmp[4];
	size_t i, o = 0, k, m;
	int w, col = 0, cut;
	long cp;

	if (cap == 0)
		return 0;
	for (i = 0, w = 0; i < len && w <= cols; i += k) {  /* does it fit? */
		k = utf8_decode(in + i, len - i, &cp);
		w += visible(cp, tmp, &m) ? 2 : 1;
	}
	cut = w > cols;
	for (i = 0; i < len; i += k) {
		k = utf8_decode(in + i, len - i, &cp);
		w = visible(cp, tmp, &m) ? 2 : 1;
		if (col + w > cols - cut || o + m >= cap)
			break;
		memcpy(out + o, tmp, m);
		o += m;
		col += w;
	}
	if (cut && cols > 0 && o + 3 < cap) {
		memcpy(out + o, "\xE2\x80\xA6", 3);  /* … */
		o += 3;
		col++;
	}
	while (col < cols && o + 1 < cap)
		out[o++] = ' ', col++;
	out[o] = '\0';
	return o;
}

size_t
util_pathcutnext(const char *s, size_t n, size_t at)
{
	const char *sl;
	long cp;

	if (at >= n)
		return n;
	if ((sl = memchr(s + at + 1, '/', n - at - 1)))
		return sl - s;
	return at + utf8_decode(s + at, n - at, &cp);
}

size_t
util_crlflen(const char *s, size_t n)
{
	return n > 0 && s[n - 1] == '\r' ? n - 1 : n;
}

double
util_nowms(void)
{
	static struct timespec t0;
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	if (t0.tv_sec == 0 && t0.tv_nsec == 0)
		t0 = t;
	return (t.tv_sec - t0.tv_sec) * 1e3 + (t.tv_nsec - t0.tv_nsec) / 1e6;
}

double
util_cpums(void)
{
	struct timespec t;

	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) < 0)
		return 0;
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

void
lines_add(Lines *l, const char *s, size_t n, int style, int data)
{
	n = MIN(n, (size_t)UINT_MAX);
	if (l->len + n > l->cap) {
		l->cap = MAX(l->cap * 2, l->len + n + 4096);
		l->buf = erealloc(l->buf, l->cap);
	}
	l->line = egrow(l->line, &l->ncap, l->n + 1, sizeof(*l->line), 256);
	if (n)
		memcpy(l->buf + l->len, s, n);
	l->line[l->n++] = (struct Line){ l->len, n, style, data };
	l->len += n;
}

void
lines_clear(Lines *l)
{
	/* kept, so that the next text of about the size is not grown again;
	 * but not a big one's: the biggest patch ever shown would stay */
	if (l->cap > LINESKEEP || (size_t)l->ncap * sizeof(*l->line) > LINESKEEP)
		lines_free(l);
	l->len = 0, l->n = 0;
}

void
lines_free(Lines *l)
{
	free(l->buf);
	free(l->line);
	memset(l, 0, sizeof(*l));
}

size_t
utf8_expand(const char *in, size_t len, int tabw, char *out, char *ctl,
            size_t cap, int *cols)
{
	char tmp[8];
	size_t i = 0, o = 0, k, m;
	int col = 0, isctl;
	long cp;

	*cols = 0;
	if (cap == 0)
		return 0;
	for (; i < len; i += k) {
		k = utf8_decode(in + i, len - i, &cp);
		if (cp == '\t') {  /* any width: spaces straight into out */
			m = tabw > 0 ? (size_t)(tabw - col % tabw) : 1;
			if (o + m >= cap)
				break;
			memset(out + o, ' ', m);
			if (ctl)
				memset(ctl + o, 0, m);
			o += m;
			col += m;
			continue;
		}
		isctl = visible(cp, tmp, &m);
		if (o + m >= cap)
			break;
		memcpy(out + o, tmp, m);
		if (ctl)
			memset(ctl + o, isctl, m);
		o += m;
		col += isctl ? (int)m : 1;
	}
	out[o] = '\0';
	*cols = col;
	return o;
}

/* after a big free: glibc keeps freed heap pages below the top of its
 * heap (those above 128 KB are mapped on their own, graph_new holds that
 * size, and go back at free); this returns them too */
void
util_giveback(void)
{
#ifdef M_TRIM_THRESHOLD
	malloc_trim(0);
#endif
}
