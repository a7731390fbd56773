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
	[SchemeBad]    = { "#6a0000", "#ff6b5e" },  /* bisect's bad commit */
	[SchemeGood]   = { "#003a10", "#3cc85a" },  /* bisect's good ones */
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
	/* pane      modifier     key              command       argument */
	{ PaneList,  0,           XK_j,            ListMove,     {.i = +1} },
	{ PaneList,  0,           XK_Down,         ListMove,     {.i = +1} },
	{ PaneList,  0,           XK_k,            ListMove,     {.i = -1} },
	{ PaneList,  0,           XK_Up,           ListMove,     {.i = -1} },
	{ PaneList,  0,           XK_Next,         ListPage,     {.i = +1} },
	{ PaneList,  0,           XK_Prior,        ListPage,     {.i = -1} },
	{ PaneList,  0,           XK_Home,         ListEdge,     {.i = 0} },
	{ PaneList,  0,           XK_g,            ListEdge,     {.i = 0} },
	{ PaneList,  0,           XK_End,          ListEdge,     {.i = 1} },
	{ PaneList,  0,           XK_G,            ListEdge,     {.i = 1} },
	{ PaneList,  0,           XK_space,        TextPage,     {.i = +1} },
	{ PaneList,  0,           XK_Return,       ListPick,     {0} },  /* with -p */
	{ PaneList,  0,           XK_KP_Enter,     ListPick,     {0} },
	{ PaneText,  ShiftMask,   XK_Down,         LinesChoose,  {.i = +1} },  /* before Down */
	{ PaneText,  ShiftMask,   XK_Up,           LinesChoose,  {.i = -1} },
	{ PaneText,  0,           XK_Down,         TextScroll,   {.i = +1} },
	{ PaneText,  0,           XK_j,            TextScroll,   {.i = +1} },
	{ PaneText,  0,           XK_Up,           TextScroll,   {.i = -1} },
	{ PaneText,  0,           XK_k,            TextScroll,   {.i = -1} },
	{ PaneText,  0,           XK_space,        TextPage,     {.i = +1} },
	{ PaneText,  0,           XK_Next,         TextPage,     {.i = +1} },
	{ PaneText,  0,           XK_Prior,        TextPage,     {.i = -1} },
	{ PaneText,  0,           XK_Home,         TextJump,     {.i = 0} },
	{ PaneText,  0,           XK_g,            TextJump,     {.i = 0} },
	{ PaneText,  0,           XK_End,          TextJump,     {.i = 1} },
	{ PaneText,  0,           XK_G,            TextJump,     {.i = 1} },
	{ PaneText,  0,           XK_bracketleft,  TextFile,     {.i = -1} },
	{ PaneText,  0,           XK_bracketright, TextFile,     {.i = +1} },
	{ PaneText,  0,           XK_Return,       TextLink,     {0} },
	{ PaneText,  0,           XK_Left,         TextSide,     {.i = -1} },
	{ PaneText,  0,           XK_Right,        TextSide,     {.i = +1} },
	{ PaneText,  0,           XK_c,            CopyLine,     {0} },
	{ PaneFiles, 0,           XK_Down,         FilesMove,    {.i = +1} },
	{ PaneFiles, 0,           XK_j,            FilesMove,    {.i = +1} },
	{ PaneFiles, 0,           XK_Up,           FilesMove,    {.i = -1} },
	{ PaneFiles, 0,           XK_k,            FilesMove,    {.i = -1} },
	{ PaneFiles, 0,           XK_Next,         FilesPage,    {.i = +1} },
	{ PaneFiles, 0,           XK_Prior,        FilesPage,    {.i = -1} },
	{ PaneFiles, 0,           XK_Home,         FilesJump,    {.i = 0} },
	{ PaneFiles, 0,           XK_g,            FilesJump,    {.i = 0} },
	{ PaneFiles, 0,           XK_End,          FilesJump,    {.i = 1} },
	{ PaneFiles, 0,           XK_G,            FilesJump,    {.i = 1} },
	{ PaneFiles, 0,           XK_Return,       FilesNarrow,  {0} },
	{ PaneFiles, 0,           XK_c,            CopyPath,     {0} },
	{ PaneFiles, 0,           XK_e,            ExtDiff,      {0} },
	{ PaneFiles, 0,           XK_h,            FindTouching, {0} },
	{ PaneFiles, 0,           XK_slash,        FilesAhead,   {0} },  /* type-ahead */
	{ PaneText,  0,           XK_comma,        BlameParent,  {0} },
	{ PaneText,  0,           XK_less,         BlameBack,    {0} },
	{ PaneAny,   0,           XK_L,            LinesLog,     {0} },
	{ PaneAny,   0,           XK_b,            OriginBlame,  {0} },
	{ PaneAny,   0,           XK_o,            OriginLine,   {0} },
	{ PaneAny,   0,           XK_t,            TreeToggle,   {0} },
	{ PaneAny,   0,           XK_Escape,       Widen,        {0} },
	{ PaneAny,   0,           XK_Tab,          FocusNext,    {.i = +1} },
	{ PaneAny,   0,           XK_ISO_Left_Tab, FocusNext,    {.i = -1} },
	{ PaneAny,   0,           XK_colon,        GotoFocus,    {0} },
	{ PaneAny,   0,           XK_F2,           RefsShow,     {0} },
	{ PaneAny,   0,           XK_F1,           KeysHelp,     {0} },
	{ PaneAny,   MODKEY,      XK_Left,         ListHistory,  {.i = -1} },
	{ PaneAny,   MODKEY,      XK_Right,        ListHistory,  {.i = +1} },
	{ PaneAny,   0,           XK_F4,           ViewEdit,     {0} },
	{ PaneList,  0,           XK_1,            ViewPick,     {.i = 0} },  /* views[] below */
	{ PaneList,  0,           XK_2,            ViewPick,     {.i = 1} },
	{ PaneList,  0,           XK_3,            ViewPick,     {.i = 2} },
	{ PaneList,  0,           XK_4,            ViewPick,     {.i = 3} },
	{ PaneText,  0,           XK_1,            ViewPick,     {.i = 0} },
	{ PaneText,  0,           XK_2,            ViewPick,     {.i = 1} },
	{ PaneText,  0,           XK_3,            ViewPick,     {.i = 2} },
	{ PaneText,  0,           XK_4,            ViewPick,     {.i = 3} },
	{ PaneAny,   0,           XK_r,            Reload,       {0} },
	{ PaneList,  0,           XK_slash,        FindAsk,      {.i = '/'} },
	{ PaneList,  0,           XK_question,     FindAsk,      {.i = '?'} },
	{ PaneText,  0,           XK_slash,        FindAsk,      {.i = '/'} },
	{ PaneText,  0,           XK_question,     FindAsk,      {.i = '?'} },
	{ PaneAny,   0,           XK_ampersand,    FindAsk,      {.i = '&'} },
	{ PaneList,  0,           XK_n,            FindNext,     {.i = +1} },
	{ PaneList,  0,           XK_N,            FindNext,     {.i = -1} },
	{ PaneText,  0,           XK_n,            FindNext,     {.i = +1} },
	{ PaneText,  0,           XK_N,            FindNext,     {.i = -1} },
	{ PaneAny,   ControlMask, XK_plus,         Zoom,         {.i = +1} },
	{ PaneAny,   ControlMask, XK_equal,        Zoom,         {.i = +1} },
	{ PaneAny,   ControlMask, XK_KP_Add,       Zoom,         {.i = +1} },
	{ PaneAny,   ControlMask, XK_minus,        Zoom,         {.i = -1} },
	{ PaneAny,   ControlMask, XK_KP_Subtract,  Zoom,         {.i = -1} },
	{ PaneAny,   ControlMask, XK_0,            Zoom,         {.i = 0} },
	{ PaneAny,   0,           XK_y,            CopyId,       {0} },
	{ PaneAny,   0,           XK_Y,            CopyRef,      {0} },
	{ PaneAny,   0,           XK_F,            FormatPatch,  {0} },
	{ PaneAny,   0,           XK_Menu,         MenuKey,      {0} },
	{ PaneAny,   ShiftMask,   XK_F10,          MenuKey,      {0} },
	{ PaneAny,   0,           XK_m,            ListMark,     {0} },
	{ PaneAny,   0,           XK_z,            ListFold,     {.i = 0} },
	{ PaneList,  0,           XK_Right,        ListFold,     {.i = +1} },
	{ PaneList,  0,           XK_Left,         ListFold,     {.i = -1} },
	{ PaneAny,   0,           XK_d,            ListCompare,  {.i = ViewCompare} },
	{ PaneAny,   0,           XK_D,            ListCompare,  {.i = ViewBack} },
	{ PaneAny,   0,           XK_R,            ListCompare,  {.i = ViewRange} },
	{ PaneAny,   0,           XK_w,            DiffSpace,    {0} },  /* file view: blame -w */
	{ PaneList,  0,           XK_C,            UserRun,      {.i = 2} },  /* usercmds[2]: tig's
	                                                                   * cherry-pick */
	{ PaneAny,   0,           XK_C,            BlameOption,  {.i = 'C'} },
	{ PaneAny,   0,           XK_p,            BlameOption,  {.i = 'p'} },  /* --first-parent */
	{ PaneAny,   0,           XK_minus,        DiffContext,  {.i = -1} },
	{ PaneAny,   0,           XK_KP_Subtract,  DiffContext,  {.i = -1} },
	{ PaneAny,   0,           XK_plus,         DiffContext,  {.i = +1} },
	{ PaneAny,   0,           XK_equal,        DiffContext,  {.i = +1} },
	{ PaneAny,   0,           XK_KP_Add,       DiffContext,  {.i = +1} },
	{ PaneAny,   0,           XK_a,            DiffPaths,    {0} },
	{ PaneAny,   0,           XK_W,            DiffWords,    {0} },
	{ PaneAny,   0,           XK_s,            DiffSide,     {0} },
	{ PaneAny,   0,           XK_M,            DiffMerge,    {0} },
	{ PaneAny,   0,           XK_q,            Quit,         {0} },
};

/* your own commands: run without a shell in the repository's top
 * directory, %(commit) %(parent) %(mark) %(file) %(line) %(branch)
 * %(repo) replaced by what is at hand; %(prompt:TEXT) asks for a value
 * (one word, not starting with '-'), %(choose:A/B/C) for one of the
 * words by its first letter ("C!TEXT": "really TEXT?" once more).
 * Flags: CmdAsk asks y/n first, CmdReload reloads after, CmdShow says its
 * first line of output, CmdWrite runs git as gitview's own gits run (no
 * hook, filter, merge driver, signing or editor of the repository's).
 * The commit's actions below are the only commands that write; each
 * asks first. The label names one in the menu */
static const UserCmd usercmds[] = {
	/* modifier  key      flags                            argv, label */
	{ 0,     XK_B,    CmdWrite | CmdReload,            { "git", "branch",
	  "%(prompt:New branch here, its name)", "%(commit)", NULL }, "Create a branch here" },
	{ 0,     XK_T,    CmdWrite | CmdReload,            { "git", "tag",
	  "%(prompt:New tag here, its name)", "%(commit)", NULL }, "Create a tag here" },
	{ 0,     XK_C,    CmdWrite | CmdReload | CmdAsk,   { "git", "cherry-pick", "%(commit)",
	  NULL }, "Cherry-pick this commit" },
	{ 0,     XK_V,    CmdWrite | CmdReload | CmdAsk,   { "git", "revert", "--no-edit",
	  "%(commit)", NULL }, "Revert this commit" },
	{ 0,     XK_X,    CmdWrite | CmdReload,            { "git", "reset",
	  "--%(choose:soft/mixed/hard!discard the local changes)", "%(commit)", "--", NULL },
	  "Reset the current branch here" },
	{ 0,     XK_O,    CmdWrite | CmdReload | CmdAsk,   { "git", "checkout", "--detach",
	  "%(commit)", NULL }, "Check out this commit (detached)" },
	/* { 0,     XK_Z,    0,                    { "xterm", "-e", "git", "show", "%(commit)",
	                                             NULL } }, */
};

/* the views the digit keys above switch to (keys[]: ViewPick's .i is
 * the index here), each named in the title; the arguments as F4 edits
 * them: git's words, '' around one with spaces. Alt-Left goes back */
static const View views[] = {
	/* name              arguments */
	{ "HEAD",            "HEAD" },
	{ "all",             "--all" },
	{ "first parent",    "--first-parent" },
	{ "last two weeks",  "--since=2.weeks --all" },
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
	/* where     button   command        argument */
	{ ClkGoto,   Button1, GotoPress,     {0} },
	{ ClkGoto,   Button2, GotoPress,     {0} },
	{ ClkList,   Button1, ListClick,     {0} },
	{ ClkText,   Button1, TextClick,     {0} },
	{ ClkFiles,  Button1, FilesClick,    {0} },
	{ ClkLast,   Button3, MenuAt,        {0} },
	{ ClkLast,   Button4, Wheel,         {.i = -1} },  /* ClkLast: any pane */
	{ ClkLast,   Button5, Wheel,         {.i = +1} },
};
