/* See LICENSE file for copyright and license details. */
/* gitview configuration: copy to config.h (make does) and rebuild. */

/* fonts, in fallback order; fontconfig finds others for missing glyphs */
static const char *fonts[] = { "DejaVu Sans Mono:size=10", "monospace:size=10" };

/* pixels at 96 dpi for a font of basepx pixels (10 points); another size
 * (the font's name, Xft.dpi in the X resources, Ctrl-plus) scales them */
static const double basepx = 10 * 96 / 72.0;
static const int barwidth = 5;        /* a pane's scroll bar */
static const int rowpad = 4;           /* pixels added to the font height */
static const int lanepitch = 18;       /* lane spacing, when the lanes fit */
static const int lanewidth = 2;        /* a lane's line */
static const int dotradius = 4;        /* a commit's dot */

/* colours: foreground, background */
static const char *colors[SchemeLast][2] = {
	/*               fg         bg       */
	[SchemeNorm]   = { "#1c1c1c", "#ffffff" },
	[SchemeSel]    = { "#000000", "#c6dbf7" },
	[SchemeDim]    = { "#6a6a6a", "#ffffff" },  /* author, date */
	[SchemeStatus] = { "#1c1c1c", "#e8e8e8" },
	[SchemeError]  = { "#b00000", "#e8e8e8" },
	[SchemeHead]   = { "#1c1c1c", "#f4f4f4" },  /* commit, Author: ... */
	[SchemeLink]   = { "#1a4fa0", "#f4f4f4" },  /* Parent:, Child: */
	[SchemeFile]   = { "#000000", "#dde4ee" },  /* diff --git */
	[SchemeMeta]   = { "#5a5a5a", "#ffffff" },  /* index, ---, +++ */
	[SchemeHunk]   = { "#6a3fa0", "#f3eefb" },  /* @@ ... @@ */
	[SchemeAdd]    = { "#0b6b1f", "#e3f9e5" },
	[SchemeDel]    = { "#a31515", "#fde8e8" },
	[SchemeCtl]    = { "#9a9a9a", "#ffffff" },  /* control characters */
	[SchemeMark]   = { "#000000", "#ffe28a" },  /* text selected */
	[SchemeFocus]  = { "#ffffff", "#1f6fd0" },  /* the focused pane's edge */
	/* ref labels: text and outline, fill */
	[SchemeTag]    = { "#5a4a00", "#ffe14d" },
	[SchemeBranch] = { "#0a4a0a", "#8fe08f" },
	[SchemeRemote] = { "#6a3000", "#ffc890" },
	[SchemeOther]  = { "#2a3a6a", "#c8d4ff" },
	[SchemeRefHead] = { "#ffffff", "#d03030" },  /* a detached HEAD */
	/* find: a hit in the commit pane (fg used as fill), a matching row */
	[SchemeFound]  = { "#ffd54a", "#fff6c4" },
	/* the mark (m): its label's text, fill */
	[SchemeMarked] = { "#ffffff", "#e0309a" },
	/* the local changes rows: their dot and its line (fg) */
	[SchemeLocal]  = { "#d02020", "#ffffff" },
	/* the changed words of a pair of lines: a deeper shade of each */
	[SchemeAddWord] = { "#0b6b1f", "#a6e9b0" },
	[SchemeDelWord] = { "#a31515", "#f7b4b4" },
	[SchemeFiller] = { "#1c1c1c", "#f0f0f0" },  /* side by side: no line */
	[SchemeBar]    = { "#8c8c8c", "#ececec" },  /* scroll bars: the thumb (fg), the trough */
};
static const char marklabel[] = "mark";  /* the marked commit's label */

/* the files pane's status letters and their colours */
const char statusletters[] = "AMDRCTUX";
static const char *statuscolors[] = {
	"#0b8a1f", "#1a4fa0", "#c01515", "#8a2fb0",
	"#8a2fb0", "#b06000", "#c01515", "#c01515",
};

/* lane colours, one per line of descent; neighbours get different ones */
static const char *lanecolors[] = {
	"#1f6fd0", "#d03030", "#209020", "#9040b0",
	"#d07800", "#008b8b", "#8b6914", "#d0409a",
	"#5050ff", "#6b8e23",
};

const int graphmaxpct = 40;     /* widest graph column, % of the list */
/* a line to a parent more than lanegap rows below is cut: drawn lanestub
 * rows from each end, with an arrow (gitk: 100 and 5; 0: never cut);
 * while more than lanemax lanes are open, far lines are cut sooner */
const int lanegap = 100, lanestub = 5, lanemax = 14;
const int listpct = 45;         /* the list's height, % of the window */
const int textpct = 70;         /* the commit pane's width, % */
const int tabwidth = 8;
const int walkslice = 20000;    /* commits walked between events */
/* a held key: ms the selection rests, beyond the keys' gap, before its
 * diff runs */
const int diffdelay = 15;
const int authorchars = 16;     /* width of the author column */
/* narrow lists: the author shrinks to authormin, then goes, then the date
 * drops its time, while the subject has less than subjectmin characters
 * or (on the median row) less than subjectpct % of the list */
static const int authormin = 8, subjectmin = 20, subjectpct = 50;
const int wheelrows = 3;        /* rows a wheel step scrolls */
const int winwidth = 1000, winheight = 700;  /* at first, at most the screen */
const int drawms = 50;          /* repaint at most this often while loading */
const int livereload = 1;       /* reload by itself when the refs change; 0: not */
const int reloadwait = 200;     /* ms the refs rest before that reload */
static const unsigned int doubleclick = 400;  /* ms between the presses of a double-click */

#define MODKEY Mod1Mask

static const Key keys[] = {
	/* pane      modifier  key             function   argument */
	{ PaneList,  0,        XK_j,           list_move,      {.i = +1} },
	{ PaneList,  0,        XK_Down,        list_move,      {.i = +1} },
	{ PaneList,  0,        XK_k,           list_move,      {.i = -1} },
	{ PaneList,  0,        XK_Up,          list_move,      {.i = -1} },
	{ PaneList,  0,        XK_Next,        list_page,      {.i = +1} },
	{ PaneList,  0,        XK_Prior,       list_page,      {.i = -1} },
	{ PaneList,  0,        XK_Home,        list_edge,      {.i = 0} },
	{ PaneList,  0,        XK_g,           list_edge,      {.i = 0} },
	{ PaneList,  0,        XK_End,         list_edge,      {.i = 1} },
	{ PaneList,  0,        XK_G,           list_edge,      {.i = 1} },
	{ PaneList,  0,        XK_space,       gitview_tpage,     {.i = +1} },
	{ PaneList,  0,        XK_Return,      list_pick,      {0} },  /* with -p */
	{ PaneList,  0,        XK_KP_Enter,    list_pick,      {0} },
	{ PaneText,  ShiftMask, XK_Down,       linelog_select,   {.i = +1} },  /* before Down */
	{ PaneText,  ShiftMask, XK_Up,         linelog_select,   {.i = -1} },
	{ PaneText,  0,        XK_Down,        gitview_tscroll,   {.i = +1} },
	{ PaneText,  0,        XK_j,           gitview_tscroll,   {.i = +1} },
	{ PaneText,  0,        XK_Up,          gitview_tscroll,   {.i = -1} },
	{ PaneText,  0,        XK_k,           gitview_tscroll,   {.i = -1} },
	{ PaneText,  0,        XK_space,       gitview_tpage,     {.i = +1} },
	{ PaneText,  0,        XK_Next,        gitview_tpage,     {.i = +1} },
	{ PaneText,  0,        XK_Prior,       gitview_tpage,     {.i = -1} },
	{ PaneText,  0,        XK_Home,        gitview_tjump,     {.i = 0} },
	{ PaneText,  0,        XK_g,           gitview_tjump,     {.i = 0} },
	{ PaneText,  0,        XK_End,         gitview_tjump,     {.i = 1} },
	{ PaneText,  0,        XK_G,           gitview_tjump,     {.i = 1} },
	{ PaneText,  0,        XK_bracketleft, pane_tfile,     {.i = -1} },
	{ PaneText,  0,        XK_bracketright, pane_tfile,    {.i = +1} },
	{ PaneText,  0,        XK_Return,      gitview_golink, {0} },
	{ PaneText,  0,        XK_Left,        pane_tside,     {.i = -1} },
	{ PaneText,  0,        XK_Right,       pane_tside,     {.i = +1} },
	{ PaneText,  0,        XK_c,           usercmd_copyline,  {0} },
	{ PaneFiles, 0,        XK_Down,        gitview_fmove,     {.i = +1} },
	{ PaneFiles, 0,        XK_j,           gitview_fmove,     {.i = +1} },
	{ PaneFiles, 0,        XK_Up,          gitview_fmove,     {.i = -1} },
	{ PaneFiles, 0,        XK_k,           gitview_fmove,     {.i = -1} },
	{ PaneFiles, 0,        XK_Next,        gitview_fpage,     {.i = +1} },
	{ PaneFiles, 0,        XK_Prior,       gitview_fpage,     {.i = -1} },
	{ PaneFiles, 0,        XK_Home,        gitview_fjump,     {.i = 0} },
	{ PaneFiles, 0,        XK_g,           gitview_fjump,     {.i = 0} },
	{ PaneFiles, 0,        XK_End,         gitview_fjump,     {.i = 1} },
	{ PaneFiles, 0,        XK_G,           gitview_fjump,     {.i = 1} },
	{ PaneFiles, 0,        XK_Return,      gitview_fnarrow,   {0} },
	{ PaneFiles, 0,        XK_c,           usercmd_copypath,  {0} },
	{ PaneFiles, 0,        XK_e,           usercmd_extdiff,   {0} },
	{ PaneFiles, 0,        XK_h,           find_touching,  {0} },
	/* type-ahead, with any key */
	{ PaneFiles, 0,        XK_slash,       gitview_ahead,     {0} },
	{ PaneText,  0,        XK_comma,       fview_blameparent, {0} },
	{ PaneText,  0,        XK_less,        fview_blameback, {0} },
	{ PaneAny,   0,        XK_L,           linelog_open,   {0} },
	{ PaneAny,   0,        XK_b,           origin_blameat,   {0} },
	{ PaneAny,   0,        XK_o,           origin_line, {0} },
	{ PaneAny,   0,        XK_t,           fview_treetoggle,  {0} },
	{ PaneAny,   0,        XK_Escape,      gitview_widen,     {0} },
	{ PaneAny,   0,        XK_Tab,         gitview_focusnext, {.i = +1} },
	{ PaneAny,   0,        XK_ISO_Left_Tab, gitview_focusnext, {.i = -1} },
	{ PaneAny,   0,        XK_colon,       goto_focus, {0} },
	{ PaneAny,   0,        XK_F2,          refsview_show,  {0} },
	{ PaneAny,   0,        XK_F1,          x_keyshelp,  {0} },
	{ PaneAny,   MODKEY,   XK_Left,        list_history,   {.i = -1} },
	{ PaneAny,   MODKEY,   XK_Right,       list_history,   {.i = +1} },
	{ PaneAny,   0,        XK_r,           load_reload,    {0} },
	{ PaneList,  0,        XK_slash,       find_ask, {.i = '/'} },
	{ PaneList,  0,        XK_question,    find_ask, {.i = '?'} },
	{ PaneText,  0,        XK_slash,       find_ask, {.i = '/'} },
	{ PaneText,  0,        XK_question,    find_ask, {.i = '?'} },
	{ PaneAny,   0,        XK_ampersand,   find_ask, {.i = '&'} },
	{ PaneList,  0,        XK_n,           find_next,  {.i = +1} },
	{ PaneList,  0,        XK_N,           find_next,  {.i = -1} },
	{ PaneText,  0,        XK_n,           find_next,  {.i = +1} },
	{ PaneText,  0,        XK_N,           find_next,  {.i = -1} },
	{ PaneAny,   ControlMask, XK_plus,     x_zoom,      {.i = +1} },
	{ PaneAny,   ControlMask, XK_equal,    x_zoom,      {.i = +1} },
	{ PaneAny,   ControlMask, XK_KP_Add,   x_zoom,      {.i = +1} },
	{ PaneAny,   ControlMask, XK_minus,    x_zoom,      {.i = -1} },
	{ PaneAny,   ControlMask, XK_KP_Subtract, x_zoom,   {.i = -1} },
	{ PaneAny,   ControlMask, XK_0,        x_zoom,      {.i = 0} },
	{ PaneAny,   0,        XK_y,           list_copy,      {0} },
	{ PaneAny,   0,        XK_Y,           usercmd_copyref,   {0} },
	{ PaneAny,   0,        XK_F,           usercmd_formatpatch, {0} },
	{ PaneAny,   0,        XK_Menu,        x_menukey,   {0} },
	{ PaneAny,   ShiftMask, XK_F10,        x_menukey,   {0} },
	{ PaneAny,   0,        XK_m,           list_mark,      {0} },
	{ PaneAny,   0,        XK_d,           list_compare,   {.i = ViewCompare} },
	{ PaneAny,   0,        XK_D,           list_compare,   {.i = ViewBack} },
	{ PaneAny,   0,        XK_R,           list_compare,   {.i = ViewRange} },
	/* w in the file view: blame -w */
	{ PaneAny,   0,        XK_w,           patch_togglews,    {0} },
	{ PaneAny,   0,        XK_C,           fview_blameopt,  {.i = 'C'} },
	{ PaneAny,   0,        XK_minus,       patch_context, {.i = -1} },
	{ PaneAny,   0,        XK_KP_Subtract, patch_context, {.i = -1} },
	{ PaneAny,   0,        XK_plus,        patch_context, {.i = +1} },
	{ PaneAny,   0,        XK_equal,       patch_context, {.i = +1} },
	{ PaneAny,   0,        XK_KP_Add,      patch_context, {.i = +1} },
	{ PaneAny,   0,        XK_a,           patch_togglepaths, {0} },
	{ PaneAny,   0,        XK_W,           patch_togglewords, {0} },
	{ PaneAny,   0,        XK_s,           pane_diffside,  {0} },
	{ PaneAny,   0,        XK_M,           patch_togglemerge, {0} },
	{ PaneAny,   0,        XK_q,           gitview_quit,      {0} },
};

/* your own commands: run without a shell in the repository's top
 * directory, %(commit) %(parent) %(mark) %(file) %(line) %(branch)
 * %(repo) replaced by what is at hand. Flags: CmdAsk asks y/n first,
 * CmdReload reloads after, CmdShow says its first line of output.
 * gitview itself only reads: take out the comment marks of those you want */
static const UserCmd usercmds[] = {
	/* modifier  key      flags                 argv */
	/* { 0,     XK_P,    CmdAsk | CmdReload,   { "git", "cherry-pick", "%(commit)", NULL } }, */
	/* { 0,     XK_V,    CmdAsk | CmdReload,   { "git", "revert", "--no-edit", "%(commit)",
	                                             NULL } }, */
	/* { 0,     XK_O,    CmdAsk | CmdReload,   { "git", "checkout", "%(commit)", NULL } }, */
	/* { 0,     XK_T,    0,                    { "xterm", "-e", "git", "show", "%(commit)",
	                                             NULL } }, */
	{ 0, 0, 0, { NULL } },  /* none: C wants one */
};

/* e in the files pane: the file in an external diff tool, run without a
 * shell in the repository's top directory; %(old) and %(new) are files
 * gitview writes from the repository (git cat-file), removed at its exit */
static const char *const difftool[] = { "meld", "%(old)", "%(new)", NULL };

/* F writes the selected commit's patch in this directory; "": where
 * gitview was started when that is outside the work tree and the
 * repository, else a directory of its own in $TMPDIR (/tmp) */
static const char patchdir[] = "";

static const Button buttons[] = {
	/* where     button   function       argument */
	{ ClkGoto,   Button1, gotopress,     {0} },
	{ ClkGoto,   Button2, gotopress,     {0} },
	{ ClkList,   Button1, selectpointer, {0} },
	{ ClkText,   Button1, textpress,     {0} },
	{ ClkFiles,  Button1, filespress,    {0} },
	{ ClkLast,   Button3, menupress,     {0} },
	{ ClkLast,   Button4, wheel,         {.i = -1} },  /* ClkLast: any pane */
	{ ClkLast,   Button5, wheel,         {.i = +1} },
};
