/* See LICENSE file for copyright and license details.
 *
 * views.h: views of other arguments (views.c): F4 edits the view's, and
 * config.h's views[] names some, each on a key. Needs core.h first.
 */
typedef struct View {
	const char *name;       /* in the title */
	const char *args;       /* as typed after F4: words, '' or "" around spaces */
} View;

void views_set(const View *views, int n);
int views_split(const char *s, char *buf, size_t cap, const char **words, int max);
size_t views_quote(const char *const *words, int n, char *out, size_t cap);

/* the actions of keys (config.h) */
void views_edit(const Arg *arg);  /* F4 */
void views_pick(const Arg *arg);  /* views[arg->i] */
