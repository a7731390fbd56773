/* See LICENSE file for copyright and license details. */

#define MAX(a, b)   ((a) > (b) ? (a) : (b))
#define MIN(a, b)   ((a) < (b) ? (a) : (b))
#define LEN(a)      (sizeof(a) / sizeof((a)[0]))
#define PLURAL(n, one, many)  ((n) == 1 ? (one) : (many))

#define OIDMAX      32  /* bytes of the longest object id (SHA-256) */
#define HEXMAX      (2 * OIDMAX)

void die(const char *fmt, ...);
void *ecalloc(size_t nmemb, size_t size);
/* the first i in sorted a[0..n) with a[i] >= key; n when none */
int util_lowerbound(const int *a, int n, int key);
/* the first of n rows shown, after top, that keeps row i in view */
int util_keepinview(int top, int i, int n);
int util_middleinview(int top, int i, int n, int total);
void *erealloc(void *p, size_t size);
/* p, an array of *cap items of size bytes, grown to hold n: doubled, or
 * min items to start with (returns p while n fit) */
void *egrow(void *p, int *cap, int n, size_t size, int min);
char *estrdup(const char *s);
/* s[0..n) kept to the end, once: equal strings get the same pointer, of
 * any length (the paths that structs copied by value hold) */
const char *str_keep(const char *s, size_t n);
void str_keepfree(void);  /* at exit */

/* hex object ids: hex_decode returns 0, or -1 on a non-hex digit */
int hex_decode(const char *hex, size_t nbytes, unsigned char *out);
void hex_encode(const unsigned char *id, size_t nbytes, char *out);
int hex_val(int c);  /* a hex digit's value, either case; -1 for others */
/* the lower-case hex digits (as git prints ids) s[0..n) starts with */
size_t hex_run(const char *s, size_t n);

/* UTF-8. utf8_decode reads one code point of s[0..len) into *cp and
 * returns the bytes it took (at least 1 when len > 0); an invalid or
 * truncated sequence yields U+FFFD and takes one byte. utf8_clean copies
 * in[0..len) to out as valid UTF-8 with no control characters: invalid
 * bytes become U+FFFD, C0 controls ^X (tab a space), DEL ^?, C1 controls
 * U+FFFD. It writes at most cap - 1 bytes, never cuts a character, ends
 * out with NUL and returns the length written. */
size_t utf8_decode(const char *s, size_t len, long *cp);
size_t utf8_encode(long cp, char *out);
size_t utf8_clean(const char *in, size_t len, char *out, size_t cap);
/* s[0..n) as it may leave the window (CLIPBOARD, PRIMARY, the title):
 * as it is, unless it holds a control character (a tab is one unless
 * tabok), an invalid byte or a bidi control (U+202E...), which a
 * terminal would act on or the window does not draw; then quoted as git
 * quotes such a path with core.quotePath: in double quotes, \" \\ \a \b
 * \t \n \v \f \r, every other byte below 0x20 and from 0x7F on as \ooo.
 * Writes at most cap - 1 bytes, never part of an escape, and a NUL;
 * returns the length of the whole (as snprintf does). */
size_t utf8_quote(const char *s, size_t n, int tabok, char *out, size_t cap);
/* A column of cols code points, as utf8_clean writes them: in[0..len)
 * padded with spaces, or cut on a character boundary with U+2026 as its
 * last column when longer (the mark drw_text puts on a cut). Writes at
 * most cap - 1 bytes and a NUL; returns the length written. */
size_t utf8_fit(const char *in, size_t len, int cols, char *out, size_t cap);
/* A path cut at its start to fit (the name is what matters): from byte
 * at, the next place s[0..n) may start, drawn after U+2026: the next
 * '/' (so "src/lib/parse.c" goes "/lib/parse.c", "/parse.c"), then,
 * past the last one, the next character. n when there is none. */
size_t util_pathcutnext(const char *s, size_t n, size_t at);

double util_nowms(void);  /* monotonic milliseconds since the first call */
double util_cpums(void);  /* this process's CPU time, ms */
void util_giveback(void);  /* freed memory back to the system (a big view closed) */

/* lines of text kept in one buffer: what a pane shows */
typedef struct {
	char *buf;
	size_t len, cap;
	struct Line {
		size_t off;
		unsigned int len;
		unsigned char style;
		int data;        /* the caller's: a commit, a file */
	} *line;
	int n, ncap;
} Lines;
void lines_add(Lines *l, const char *s, size_t n, int style, int data);
#define LINESKEEP (1 << 20)  /* bytes of text or of lines that lines_clear keeps */
void lines_clear(Lines *l);  /* keeps the memory, up to LINESKEEP */
void lines_free(Lines *l);

/* A line as it is drawn: like utf8_clean, but a tab goes to the next
 * multiple of tabw columns and ctl[i] (unless ctl is NULL) is set for the
 * bytes of out that stand for a control character (drawn dim). Returns
 * the bytes written; *cols gets the columns (code points) they take. */
size_t utf8_expand(const char *in, size_t len, int tabw, char *out, char *ctl,
                   size_t cap, int *cols);
/* n, less the CR that ends line s[0..n) in a CRLF file: that CR is the
 * line's end, drawn as nothing (as gitk and tig do); a CR elsewhere stays */
size_t util_crlflen(const char *s, size_t n);
