/* See LICENSE file for copyright and license details.
 *
 * find.h: find and filter (find.c) as the window reads them: the
 * prompt, and the commit pane's pattern. Needs goto.h first.
 */

/* the find and filter prompt */
typedef struct {
	int kind;               /* '/', '?', '&' while it is open, else 0 */
	int pane;               /* the pane it finds in */
	Edit ed;
	char hist[32][512];     /* patterns given before, newest last */
	int nhist, histpos;
} Prompt;

const Prompt *find_prompt(void);
int find_textfield(void);
int find_textmatch(const char *s, size_t at, int notbol, size_t *end);
int find_fviewmatch(int i);         /* line i of the file view matches */
int find_ismatch(int c);             /* commit c is marked */
size_t find_info(char *out, size_t cap);
void find_promptkey(int key, const char *text, int len);
void find_paste(const char *s, size_t n);

/* the actions of keys and buttons (config.h) */
void find_next(const Arg *arg);
void find_ask(const Arg *arg);
void find_touching(const Arg *arg);
