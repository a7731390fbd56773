/* See LICENSE file for copyright and license details.
 *
 * usercmd.h: your own commands (config.h's usercmds[]) and Y, the
 * commit's reference on CLIPBOARD (usercmd.c). Needs core.h first.
 */
/* your own commands (config.h's usercmds[], usercmd.c): a key, what to
 * do around the run, the argv with %(commit) and the others, the menu's
 * name for it. CmdWrite: a git that writes in the repository, run as
 * gitview's own gits are (no hook, filter, driver, signing, editor) and
 * refused while GITVIEW_READONLY is set */
enum { CmdAsk = 1, CmdReload = 2, CmdShow = 4, CmdWrite = 8 };
#define USERARGS 16
typedef struct {
	unsigned int mod;
	unsigned long keysym;   /* an X KeySym */
	unsigned int flags;     /* Cmd... */
	const char *argv[USERARGS];
	const char *label;      /* in the menu; NULL: its words */
} UserCmd;

/* the words a command's argv may hold, %(commit) and so on */
enum { VarCommit, VarParent, VarMark, VarFile, VarLine, VarBranch, VarRepo,
       VarOld, VarNew, VarLast };  /* old, new: the external diff tool's files alone */

/* and what it asks: %(prompt:TEXT), a value typed after TEXT;
 * %(choose:A/B/C), one of the words by its first letter, "B!TEXT" asking
 * "really TEXT?" once more (a bare "!": "really run ...?") */
enum { AskNone, AskPrompt, AskChoose };

/* argv with each %(NAME) of vals' replaced by its value and each
 * question by the next of answers (NULL-ended; NULL: none), the words
 * written to buf: how many (out NULL-ended), or -1 with *missing the
 * NAME that has no value (NULL when they do not fit). A value that would
 * start a word with '-' gets "./" before it, a branch "refs/heads/"; an
 * answer there is refused ("-"). */
int usercmd_expand(const char *const argv[], const char *const vals[VarLast],
                   const char *const *answers, const char **out, int outcap,
                   char *buf, size_t cap, const char **missing);
/* the k-th question of argv: AskPrompt or AskChoose, TEXT (A/B/C) in
 * text; AskNone past the last */
int usercmd_question(const char *const argv[], int k, char *text, size_t cap);
void usercmd_set(const UserCmd *cmds, int n);  /* the table, before the start */
void usercmd_setdiff(const char *const argv[]);  /* config.h's difftool[] */
void usercmd_setpatchdir(const char *dir);  /* config.h's patchdir, F's; "": none */
int usercmd_key(unsigned int mod, unsigned long keysym);  /* the command bound, or -1 */
void usercmd_run(int i);        /* run command i, or ask first */
int usercmd_asking(void);       /* a y/n question, or a choice, is in the status line */
void usercmd_answer(int key);   /* the key's character (y: yes), 0 for another */
const UserCmd *usercmd_get(int i);  /* NULL past the last */
void usercmd_words(int i, char *out, size_t cap);  /* its argv as written, on a line */

/* the actions of keys and buttons (config.h) */
void usercmd_copyref(const Arg *arg);
void usercmd_copypath(const Arg *arg);
void usercmd_extdiff(const Arg *arg);  /* e: the file in config.h's difftool[] */
void usercmd_copyline(const Arg *arg);
void usercmd_formatpatch(const Arg *arg);
void usercmd_do(const Arg *arg);
