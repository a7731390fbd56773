/* See LICENSE file for copyright and license details.
 *
 * load.h: the history's load (load.c) as the parts above it read it:
 * the graph shown, the refs, the repository, the user's arguments.
 * Needs graph.h and parse.h first.
 */
enum { LoadRunning, LoadDone, LoadEmpty };

Graph *load_graph(void);        /* NULL before the first commit */
Graph *load_setgraph(Graph *g); /* show g (a filter's); the old one back */
Refs *load_refs(void);
const char *load_head(void);    /* HEAD's hex, "" while unknown or unborn */
int load_state(void);
int load_changed(void);         /* the first row the last read changed, or -1 */
const ViewArgs *load_view(void);
int load_viewpaths(const char *const **paths);  /* *paths: after "--", or as git reads them;
                                                 * how many */
int load_followpaths(int c, const char **old, const char **now);  /* --follow: old ("" or renamed),
                                                                   * now; 0: none */
const char *load_reflog(int c); /* -g: entry c's "SELECTOR: MESSAGE", or NULL */
void load_keep(int c, int off, int attop);  /* a reload selects c again, off rows down or at top */
int load_reselect(unsigned char **id, int *off);  /* the awaited id, its row on screen; 0: none */
void load_selmade(void);        /* a selection was made: none is awaited */
int load_awaited(int c);        /* is c the one the last reload awaited? */
int load_linepatch(int c, const char **s, size_t *n);  /* -L: c's patch of the lines;
                                                        * 0 none, -1 not yet whole */
void load_lines(const char *spec, const char *hex);  /* L: the view of git log -LSPEC HEX */
int load_args(const char **argv, const ViewArgs *view, int graphopts);  /* F4, views[]:
                                                * git's argv as the view; -1: too deep */
int load_back(void);            /* the view before the last load_lines, load_args; 0: none */
int load_views(void);           /* how many views load_lines left */
int load_folded(void);          /* the first-parent line is the view (z) */
int load_fold(const char **argv, const unsigned char *keep);  /* z: argv's view, NULL the user's;
                                                              * keep selected; -1: not */
Graph *load_base(void);         /* the graph git's output made (not a filter's or folds') */
void load_start(int argc, char *argv[]);
void load_relive(void);         /* the refs changed: reloaded, the selection kept */
void load_readahead(const char *when);  /* before the window: git's output buffered */
void load_test(const char *name, Graph *g, const char *head);  /* the unit tests' */

/* the actions of keys and buttons (config.h) */
void load_reload(const Arg *arg);
/* the loop's timeouts: each runs what is due, ms to the next, -1: none */
int load_parsetimeout(double now);
int load_lanetimeout(double now);
