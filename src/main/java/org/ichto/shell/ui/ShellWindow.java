package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.files.DataDirectory;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.record.AnyRecord;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.SinceLastDecision;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.session.SaveNotice;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.rating.RatingKeeper;
import org.ichto.shell.rating.RatingTable;
import org.ichto.shell.session.SessionListener;
import org.ichto.shell.ui.text.Texts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.WindowConstants;
import javax.swing.filechooser.FileNameExtensionFilter;
import java.awt.Dimension;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The window of every game. It holds the game in play (a session and its game's table), shows it
 * through the eyes of the human to act (or the last human to act), lets computer seats play beside it,
 * keeps the autosave, and offers the menus: new game (of any game), open, save, replay, undo, redo,
 * hints, theme and language. No rule is decided here: legality comes from the rules, bookkeeping from
 * the session, the picture and the clicks from the game's table.
 */
public final class ShellWindow extends JFrame {
    private static final Logger LOG = LoggerFactory.getLogger(ShellWindow.class);
    /** How long the Expert thinks about a hint. */
    static final long EXPERT_HINT_MILLIS = 1000;

    private final List<GameUi<?, ?, ?, ?>> games;
    private final Settings settings;
    private final SaveStore store;
    private final ComputerTurns computers;
    private final ExecutorService hints = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hint");
        t.setDaemon(true);
        return t;
    });
    private Texts texts;
    private Play<?, ?, ?, ?> play;
    /** Whether a game has been played in the window (its parts were built for none until then). */
    private boolean played;
    private Path file;
    private LogPanel log;
    private final JPanel centre = new JPanel(new MigLayout("fill, insets 0", "[grow]", "[grow]"));
    /** What waits for the window's first paint (see {@link #afterFirstPaint}); null once it has painted. */
    private List<Runnable> waitingForFirstPaint = new ArrayList<>();
    private final JLabel status = new JLabel(" ");
    /** Notices above the game (the game not being saved, personal files left out), kept through rebuilds. */
    private final NoticeBar notices;
    /** The player's own rating in each game, kept in the data folder. */
    private final RatingKeeper ratings;
    /** The file being read off the event thread, or null. */
    private Path opening;
    /** Whether the computers wait (the player pauses a game to look at it). */
    private boolean paused;
    /** The speed and pause of a game without humans, above it. */
    private WatchBar watch;
    /** The moves since the player's own last decision, to go through before deciding. */
    private RecapBar recap;
    /** The window's last place while neither maximized nor minimized: remembered when it closes. */
    private java.awt.Rectangle normalBounds;
    /** The guide's bar (the tutorial's) above the game, empty without a guide. */
    private final JPanel guideArea = new JPanel(new MigLayout("fill, insets 0, hidemode 3", "[grow, fill]"));
    /** The game a guided one (the tutorial) replaced, to go back to when it is left; null without a guide. */
    private Left left;
    /** The end of every game in this window (one dialog, filled anew at each end). */
    private final EndDialog endDialog = new EndDialog(this);
    /** The table of the last game played without a tutorial, for the next game of the same game (see Play.begin). */
    private KeptTable<?, ?, ?, ?> kept;
    /** Told of every table the window builds (the probe watches the board's paints). */
    private java.util.function.Consumer<Table<?, ?, ?, ?>> tableBuilt = t -> { };
    /** The personality workshop while it is open. */
    private org.ichto.shell.ui.workshop.WorkshopWindow workshop;

    /**
     * @param games the games the window plays (the first is offered first); their saves and autosaves
     *              are kept in the store
     */
    public ShellWindow(List<? extends GameUi<?, ?, ?, ?>> games, Settings settings, SaveStore store) {
        if (games.isEmpty()) {
            throw new IllegalArgumentException("a window needs a game to play");
        }
        this.games = List.copyOf(games);
        this.settings = settings;
        this.store = store;
        this.texts = this.games.get(0).texts(settings.locale());
        this.computers = new ComputerTurns(() -> settings.aiSpeed().pauseMillis(), this::thinking);
        this.notices = new NoticeBar(texts.get("notice.close"));
        this.ratings = new RatingKeeper(store.directory(), RatingTable::shipped);
        String damaged = RatingWords.damaged(ratings.loaded(), ratings.file(), texts);
        if (damaged != null) {
            LOG.warn("notice: {}", damaged);
            notices.show(RatingWords.DAMAGED, damaged);
        }
        setName("primeval");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                quit();
            }
        });
        // Its place is remembered as it was last shown not maximized (a maximized window's bounds are the screen's).
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                notePlace();
            }

            @Override
            public void componentMoved(java.awt.event.ComponentEvent e) {
                notePlace();
            }
        });
        build();
        bindZoomKeys();
        // Small enough for a 1280x720 screen with a task bar; the side panels keep their columns down to it.
        setMinimumSize(new Dimension(960, 600));
        setPreferredSize(new Dimension(1440, 900));
        // The store tells of autosave trouble from its own thread; the notice is shown on the event thread.
        store.onNotice(n -> onEventThread(() -> saveNotice(n)));
    }

    /** (Re)builds every component in the current language, keeping the session. */
    private void build() {
        log = new LogPanel(texts);
        status.setName("status");
        status.putClientProperty("html.disable", Boolean.TRUE);
        centre.removeAll();
        JSplitPane whole = new JSplitPane(JSplitPane.VERTICAL_SPLIT, centre, log);
        whole.setResizeWeight(0.8);
        // The game's row grows by "push", not by its index: hidden rows above it (no notices, no watch bar) do not
        // count, so an index would land on the status line and leave the game at its preferred height.
        JPanel root = new JPanel(new MigLayout("fill, insets 4, hidemode 3", "[grow]", ""));
        notices.setCloseTip(texts.get("notice.close"));
        root.add(notices, "growx, wrap");
        watch = new WatchBar(texts, this::setAiSpeed, this::setComputersPaused);
        watch.show(settings.aiSpeed(), paused);
        watch.setVisible(play != null && (play.humans() == 0 || paused));
        root.add(watch, "growx, wrap");
        recap = new RecapBar(texts, (decisions, step) -> {
            if (play != null && play.table != null) {
                play.table.showRecap(decisions, step);
            }
        });
        recap.setVisible(play != null && play.humans() > 0);
        root.add(recap, "growx, wrap");
        root.add(guideArea, "growx, wrap");
        root.add(whole, "grow, push, wrap");
        root.add(status, "growx");
        setContentPane(root);
        setJMenuBar(new Menus(texts, settings, this).build());
        if (play != null) {
            play.rebuild();
        }
        updateTitle();
    }

    private void updateTitle() {
        String game = play == null ? texts.get("app.title") : texts.format("app.title.game", texts.get("game.name"));
        setTitle(file == null ? game : texts.format("app.title.withFile", texts.get("game.name"), file.getFileName()));
    }

    // ------------------------------------------------------------------ sessions

    /** The game in play, or null. */
    public GameSession<?, ?, ?, ?> session() {
        return play == null ? null : play.session;
    }

    /** The game's table in play, or null. */
    public Table<?, ?, ?, ?> table() {
        return play == null ? null : play.table;
    }

    /**
     * Has this done on the event thread once the window has painted for the first time (at once, if it has): work the
     * player need not see at the start leaves the processors to it.
     */
    public void afterFirstPaint(Runnable work) {
        if (waitingForFirstPaint == null) {
            SwingUtilities.invokeLater(work);
        } else {
            waitingForFirstPaint.add(work);
        }
    }

    @Override
    public void paint(java.awt.Graphics g) {
        super.paint(g);
        if (waitingForFirstPaint != null) {
            List<Runnable> waiting = waitingForFirstPaint;
            waitingForFirstPaint = null;
            // After this paint has reached the screen, not inside it.
            waiting.forEach(SwingUtilities::invokeLater);
        }
    }

    /** Tells the consumer of every table built from now on (a new game, a change of language). */
    public void onTableBuilt(java.util.function.Consumer<Table<?, ?, ?, ?>> consumer) {
        tableBuilt = consumer;
    }

    /** The games this window plays, the first offered first. */
    public List<GameUi<?, ?, ?, ?>> games() {
        return games;
    }

    /** The window parts of a session's game; an IllegalArgumentException for a game this window does not hold. */
    public GameUi<?, ?, ?, ?> uiOf(GameSession<?, ?, ?, ?> session) {
        for (GameUi<?, ?, ?, ?> ui : games) {
            if (ui.game() == session.game()) {
                return ui;
            }
        }
        throw new IllegalArgumentException("this window does not play " + session.game().name());
    }

    /** Plays a session of any game this window holds (a resumed autosave, an opened file). */
    public void start(GameSession<?, ?, ?, ?> s, Path from) {
        startAny(uiOf(s), s, from);
    }

    @SuppressWarnings("unchecked")
    private <S, V, D, E> void startAny(GameUi<S, V, D, E> ui, GameSession<?, ?, ?, ?> s, Path from) {
        start(ui, (GameSession<S, V, D, E>) s, from);
    }

    /** Plays this session in the window (a new game, an opened file, a replay continued). */
    public <S, V, D, E> void start(GameUi<S, V, D, E> ui, GameSession<S, V, D, E> s, Path from) {
        start(ui, s, from, null);
    }

    private <S, V, D, E> void start(GameUi<S, V, D, E> ui, GameSession<S, V, D, E> s, Path from,
                                    Guide<S, V, D, E> guide) {
        if (play != null) {
            play.stop();
            if (guide != null && play.guide == null) {
                left = new Left(play.ui, play.session, file);
            }
        }
        if (guide == null) {
            left = null;
        }
        boolean wasPaused = paused;
        paused = false;
        computers.setPaused(false);
        file = from;
        Texts words = ui.texts(settings.locale());
        boolean sameWords = words == texts;
        texts = words;
        play = null;
        // The window's first game before it shows finds its parts freshly built in these words. Once shown without a
        // game, the split between game and log was laid out around nothing: built anew, it fits the game's height.
        if (!sameWords || !played && isDisplayable()) {
            build();
        } else if (played) {
            freshParts(wasPaused);
        }
        played = true;
        Play<S, V, D, E> p = new Play<>(ui, s, guide);
        play = p;
        p.begin();
        updateTitle();
    }

    /**
     * Readies the window's parts for a new game in the words they were built in: the bars above the game hidden until
     * it shows them, the menus anew only if they showed the computers paused. Building every part anew took the event
     * thread about a tenth of a second at each new game.
     */
    private void freshParts(boolean menusShowedPause) {
        watch.show(settings.aiSpeed(), false);
        watch.setVisible(false);
        recap.setVisible(false);
        if (menusShowedPause) {
            setJMenuBar(new Menus(texts, settings, this).build());
        }
    }

    /**
     * Plays a session under a guide (the tutorial): not autosaved (the game it replaces keeps its autosave), the
     * guide's bar above it, its computers played by the guide until it lets them ({@link #letComputersPlay}).
     */
    <S, V, D, E> void startGuided(GameUi<S, V, D, E> ui, GameSession<S, V, D, E> s, Guide<S, V, D, E> guide) {
        start(ui, s, null, guide);
    }

    /** The guide lets the window's computers play the guided game from now on. */
    void letComputersPlay() {
        if (play != null) {
            computers.follow(play.session);
        }
    }

    /** Where the window keeps its games (the tutorial keeps its progress beside them). */
    SaveStore store() {
        return store;
    }

    /** Whether a guide (the tutorial) leads the game in play. */
    public boolean guided() {
        return play != null && play.guide != null;
    }

    /**
     * Leaves the guided game: back to the game it replaced when that is unfinished, else a first-start game of
     * {@code game} with the welcome over it.
     */
    void leaveGuide(GameUi<?, ?, ?, ?> game) {
        Left back = left;
        left = null;
        if (back != null && !back.session().isOver()) {
            startAny(back.ui(), back.session(), back.file());
        } else {
            startFirst(Math.max(0, games.indexOf(game)));
            welcome();
        }
    }

    /** A game a guided one replaced, with the file it came from. */
    private record Left(GameUi<?, ?, ?, ?> ui, GameSession<?, ?, ?, ?> session, Path file) {
    }

    private void thinking(int seat, boolean busy) {
        if (play != null) {
            play.thinking(seat, busy);
        }
    }

    // ------------------------------------------------------------------ menu commands

    public void hint() {
        if (play != null) {
            play.hint();
        }
    }

    /** Starts the tutorial of a game of the window's (by index), where the player left it. */
    public void tutorial(int game) {
        if (play != null && play.guide != null && play.ui == games.get(game)) {
            return; // already in it, where it stands
        }
        Tutorials.open(this, games.get(game), settings, store);
    }

    public void undo() {
        if (play != null && play.session.canUndo()) {
            tellPractice(play.session);
            play.session.undo();
        } else {
            status.setText(texts.get("edit.undo.nothing"));
        }
    }

    public void redo() {
        if (play != null && play.session.canRedo()) {
            play.session.redo();
        } else {
            status.setText(texts.get("edit.redo.nothing"));
        }
    }

    /** A counted game becomes practice when the player is helped: said once a game, before the help is given. */
    private void tellPractice(GameSession<?, ?, ?, ?> session) {
        if (RatingKeeper.helped(session)) {
            notices.show(RatingWords.PRACTICE, texts.get("rating.practiceNow"));
        }
    }

    /** The player's own ratings (Statistics, My games). */
    public RatingKeeper ratings() {
        return ratings;
    }

    /** Asks which game and who plays, and starts it. */
    public void newGame() {
        GameUi<?, ?, ?, ?> first = play != null ? play.ui : games.get(0);
        // The player's own personalities are offered beside the shipped ones (a broken file is left out and
        // logged); the same library then makes the computer players, so what was offered is what plays.
        new NewGameDialog(this, settings.locale(), games, first, this::profiles).ask()
                .filter(c -> mayReplace())
                .ifPresent(this::startNew);
    }

    /** Whether a game is being played and not over: replacing it loses it, so the player is asked first. */
    public boolean inProgress() {
        if (play != null && play.guide != null) {
            // The tutorial is kept in the data folder; the game it replaced is the one a new game would end.
            return left != null && !left.session().isOver() && left.session().size() > 0;
        }
        return play != null && !play.session.isOver() && play.session.size() > 0;
    }

    /**
     * Asks "Replace the game in progress?" when a game is unfinished (no question after it ended or before
     * it began); true when it may be replaced. Cancel keeps it untouched.
     */
    public boolean mayReplace() {
        if (!inProgress()) {
            return true;
        }
        Object[] options = {texts.get("confirm.replace.yes"), texts.get("confirm.replace.no")};
        JOptionPane pane = new JOptionPane(texts.get("confirm.replace"), JOptionPane.QUESTION_MESSAGE,
                JOptionPane.YES_NO_OPTION, null, options, options[1]);
        pane.putClientProperty("html.disable", Boolean.TRUE);
        javax.swing.JDialog dialog = pane.createDialog(this, texts.get("confirm.title"));
        dialog.setName("confirmReplace");
        dialog.setVisible(true);
        dialog.dispose();
        return options[0].equals(pane.getValue());
    }

    /** The shipped personalities of a game and the player's own, from the data folder the window keeps its files in. */
    ProfileLibrary profiles(GameUi<?, ?, ?, ?> ui) {
        String id = ui.game().id();
        return ProfileLibrary.load(id, ui.game().ai().schema(), DataDirectory.profiles(store.directory(), id));
    }

    /** The personality workshop, at the game in play; one at a time, brought to the front when open. */
    public void workshop() {
        if (workshop != null && workshop.isDisplayable()) {
            workshop.toFront();
            return;
        }
        List<org.ichto.shell.ui.workshop.WorkshopGame> all = games.stream()
                .map(g -> new org.ichto.shell.ui.workshop.WorkshopGame(g.game(), g::texts)).toList();
        workshop = new org.ichto.shell.ui.workshop.WorkshopWindow(this, all, all.get(shownGame()), settings.locale(),
                store.directory());
        workshop.setVisible(true);
    }

    private void startNew(NewGameDialog.Choice c) {
        startNew(c.game(), c);
    }

    private <S, V, D, E> void startNew(GameUi<S, V, D, E> ui, NewGameDialog.Choice c) {
        store.clearAutosave(ui.game());
        start(ui, GameSession.newGame(ui.game(), c.seats(), c.seed(),
                org.ichto.shell.ai.PlayerFactory.standard(ui.game(), c.profiles())), null);
    }

    public void open() {
        JFileChooser chooser = chooser("file.open.title");
        if (chooser.showOpenDialog(this) != JFileChooser.APPROVE_OPTION || !mayReplace()) {
            return;
        }
        open(chooser.getSelectedFile().toPath());
    }

    /**
     * Opens a saved game of any game. The file is read and replayed off the event thread, so a huge or endless
     * file never freezes the window; meanwhile the status line says so. A file that cannot be read leaves the
     * current game as it was and says why in a dialog (plain text). The answer is true once the game plays, false once the
     * player has been told why it could not (after the dialog closes), on the event thread.
     */
    public CompletableFuture<Boolean> open(Path path) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        if (opening != null) {
            status.setText(texts.format("file.opening", opening.getFileName()));
            done.complete(false);
            return done;
        }
        opening = path;
        status.setText(texts.format("file.opening", path.getFileName()));
        new SwingWorker<GameSession<?, ?, ?, ?>, Void>() {
            @Override
            protected GameSession<?, ?, ?, ?> doInBackground() throws RecordException {
                try {
                    return store.resume(AnyRecord.read(store.games(), path));
                } catch (RecordException e) {
                    throw new RecordException(AnyRecord.reason(path, e), e);
                }
            }

            @Override
            protected void done() {
                opening = null;
                if (!isDisplayable()) {
                    done.complete(false);
                    return;
                }
                try {
                    start(get(), path);
                    status.setText(" ");
                    done.complete(true);
                } catch (IllegalArgumentException e) {
                    // A record of a game the store reads but this window does not play: says which.
                    error(texts.format("error.corruptFile", path, e.getMessage()));
                    done.complete(false);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    done.complete(false);
                } catch (ExecutionException e) {
                    Throwable why = e.getCause();
                    if (!(why instanceof RecordException)) {
                        LOG.warn("cannot open {}", path, why);
                    }
                    error(texts.format("error.corruptFile", path, why instanceof RecordException
                            ? why.getMessage() : why instanceof OutOfMemoryError ? texts.get("error.openMemory")
                            : texts.get("error.openUnknown")));
                    done.complete(false);
                }
            }
        }.execute();
        return done;
    }

    public void save(boolean askName) {
        if (play == null) {
            return;
        }
        if (file == null || askName) {
            JFileChooser chooser = chooser("file.save.title");
            if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            file = SaveStore.withExtension(chooser.getSelectedFile().toPath(), play.session.game());
        }
        saveTo(file);
    }

    /** Saves the game to a file. */
    public void saveTo(Path path) {
        try {
            store.save(play.session, path);
            file = path;
            status.setText(texts.format("file.saved", path));
            updateTitle();
        } catch (RecordException e) {
            // The sentence names the file: the reason alone follows it.
            error(texts.format("error.writeFile", path, e.getMessage().replaceFirst(
                    "^cannot write " + java.util.regex.Pattern.quote(path.toString()) + ": ", "")));
        }
    }

    public void replay() {
        if (play != null) {
            play.replay();
        }
    }

    /** The About dialog: version, designers, and the libraries' licences. */
    public void about() {
        AboutDialog.show(this, texts);
    }

    /** Statistics, My games: the player's rating in each game, at the game in play. */
    public void myGames() {
        MyGamesDialog.show(this, List.copyOf(games), games.get(shownGame()), settings.locale(), ratings.ratings());
    }

    /** The welcome, with the game in play chosen. */
    public void welcome() {
        WelcomeDialog.show(this, games, texts, settings, shownGame(), this::startFirst, this::rules, this::tutorial);
    }

    /** The rules reference, at the game in play. */
    public void rules() {
        rules(shownGame());
    }

    private void rules(int game) {
        RulesWindow.open(this, games, texts, settings.dark(), game);
    }

    private int shownGame() {
        return play == null ? 0 : Math.max(0, games.indexOf(play.ui));
    }

    /** Starts a game of the window's games (by index) at its first-start table: one human against computers. */
    private void startFirst(int game) {
        GameUi<?, ?, ?, ?> ui = games.get(game);
        store.clearAutosave(ui.game());
        start(ShellApp.firstGame(ui, settings), null);
    }

    public void setLanguage(Locale locale) {
        settings.setLocale(locale);
        texts = (play != null ? play.ui : games.get(0)).texts(locale);
        build();
        revalidate();
        repaint();
    }

    /** The computer speed, from the menu or the watch bar; both show it. */
    public void setAiSpeed(Settings.AiSpeed speed) {
        settings.setAiSpeed(speed);
        setJMenuBar(new Menus(texts, settings, this).build());
        watch.show(speed, paused);
    }

    /** Stops the computers after the decision they are thinking about (not played), or lets them go on. */
    public void setComputersPaused(boolean pause) {
        paused = pause;
        computers.setPaused(pause);
        setJMenuBar(new Menus(texts, settings, this).build());
        watch.show(settings.aiSpeed(), pause);
        watch.setVisible(play != null && (play.humans() == 0 || pause));
        status.setText(texts.get(pause ? "watch.paused" : "watch.resumed"));
        if (!pause && play != null) {
            play.refresh();
        }
    }

    public boolean computersPaused() {
        return paused;
    }

    /** The text one size larger (+1), smaller (-1), or fitted to the screen again (0); remembered. */
    public void zoom(int step) {
        int now = effectiveZoom();
        int next = now;
        if (step == 0) {
            settings.setZoom(0);
            next = effectiveZoom();
        } else {
            next = step > 0 ? Settings.ZOOMS[Settings.ZOOMS.length - 1] : Settings.ZOOMS[0];
            for (int z : Settings.ZOOMS) {
                if (step > 0 && z > now && z < next || step < 0 && z < now && z > next) {
                    next = z; // the nearest size beyond the current one
                }
            }
            settings.setZoom(next);
        }
        Looks.zoom(next, settings.dark());
        rebuild();
        status.setText(texts.format("view.zoom.now", next));
    }

    /** The text size in percent: the chosen one, or the one that fits this screen. */
    public int effectiveZoom() {
        return Looks.zoomFor(settings);
    }

    /** Builds every part again (after the text size changed: labels made before keep their old fonts). */
    void rebuild() {
        build();
        revalidate();
        repaint();
    }

    /** Ctrl with = (plus without Shift) or the keypad's plus, minus and 0 zoom as the menu's Ctrl+plus etc. do. */
    private void bindZoomKeys() {
        int mod = java.awt.Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
        javax.swing.InputMap keys = getRootPane().getInputMap(javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        Object[][] bindings = {{java.awt.event.KeyEvent.VK_EQUALS, 0, 1}, {java.awt.event.KeyEvent.VK_EQUALS,
                java.awt.event.InputEvent.SHIFT_DOWN_MASK, 1}, {java.awt.event.KeyEvent.VK_ADD, 0, 1},
                {java.awt.event.KeyEvent.VK_SUBTRACT, 0, -1}, {java.awt.event.KeyEvent.VK_NUMPAD0, 0, 0}};
        for (Object[] b : bindings) {
            int step = (Integer) b[2];
            String name = "zoom" + step;
            keys.put(javax.swing.KeyStroke.getKeyStroke((Integer) b[0], mod | (Integer) b[1]), name);
            getRootPane().getActionMap().put(name, new javax.swing.AbstractAction() {
                @Override
                public void actionPerformed(java.awt.event.ActionEvent e) {
                    zoom(step);
                }
            });
        }
    }

    /** How long after the window's first paint the end dialog's window is made (see {@link #prepareEndDialog}). */
    private static final int END_DIALOG_PREPARED_MILLIS = 2000;

    /**
     * Makes the end dialog's native window a moment after the window's first paint, when nothing else is under way,
     * rather than at the end of the first game.
     */
    void prepareEndDialog() {
        javax.swing.Timer later = new javax.swing.Timer(END_DIALOG_PREPARED_MILLIS, e -> endDialog.prepare());
        later.setRepeats(false);
        later.start();
    }

    /** Remembers the place while the window is neither maximized nor minimized. */
    private void notePlace() {
        if (isShowing() && getExtendedState() == NORMAL) {
            normalBounds = getBounds();
        }
    }

    public void setDark(boolean dark) {
        settings.setDark(dark);
        Looks.switchTo(dark);
        if (play != null) {
            play.table.setDark(dark);
        }
    }

    /** Closes the game; the program ends with its last window (computer players run on daemon threads). */
    public void quit() {
        dispose();
    }

    /** How long the closing window waits for its last autosave to be on the disk. */
    private static final long CLOSE_WAIT_MILLIS = 2_000;

    /**
     * However the window goes (quit, or a test's clean-up), its computer players and hints stop with it, and its
     * last autosave is written before it goes.
     */
    @Override
    public void dispose() {
        if (normalBounds != null || (getExtendedState() & MAXIMIZED_BOTH) != 0) {
            settings.setWindow(normalBounds != null ? normalBounds : getBounds(),
                    (getExtendedState() & MAXIMIZED_BOTH) == MAXIMIZED_BOTH);
            normalBounds = null;
        }
        computers.close();
        if (play != null && play.guide != null) {
            play.guide.stop(); // the tutorial keeps its place and plays no more
        }
        hints.shutdownNow();
        store.releaseSlots();
        store.flushAutosave(CLOSE_WAIT_MILLIS);
        super.dispose();
    }

    private JFileChooser chooser(String titleKey) {
        JFileChooser chooser = new JFileChooser(file != null ? file.getParent().toFile() : null);
        chooser.setDialogTitle(texts.get(titleKey));
        List<String> extensions = new ArrayList<>();
        List<String> patterns = new ArrayList<>();
        for (GameUi<?, ?, ?, ?> ui : games) {
            extensions.add(ui.game().saveExtension());
            patterns.add("*." + ui.game().saveExtension());
        }
        extensions.add("json");
        patterns.add("*.json");
        chooser.setFileFilter(new FileNameExtensionFilter(texts.format("file.filter", texts.get("app.title"),
                String.join(", ", patterns)), extensions.toArray(new String[0])));
        return chooser;
    }

    /** The notices shown above the game. */
    public NoticeBar notices() {
        return notices;
    }

    /** Tells the player, above the game, what happened to the autosaves; the log has it too. */
    private void saveNotice(SaveNotice n) {
        String game = games.stream().filter(ui -> ui.game().id().equals(n.game())).findFirst()
                .map(ui -> ui.texts(settings.locale()).get("game.name")).orElse(n.game());
        String text = NoticeWords.text(n, texts, game);
        LOG.info("notice: {}", text);
        notices.show(NoticeWords.kind(n), text);
    }

    /** Says, above the game, that an unfinished game of a game is kept for the next start (saved then). */
    void noticeKept(String game, Path file, String savedAt) {
        saveNotice(new SaveNotice(SaveNotice.Type.KEPT, game, file, savedAt));
    }

    /**
     * Lists, above the game, the player's own personality files of each game that could not be read and are
     * left out, each with why; nothing when all were read. They are read from the profiles folder of
     * {@code dataDirectory}.
     */
    public void showSkippedProfiles(Path dataDirectory) {
        for (GameUi<?, ?, ?, ?> ui : games) {
            String id = ui.game().id();
            List<ProfileLibrary.Skipped> skipped = ProfileLibrary.load(id, ui.game().ai().schema(),
                    DataDirectory.profiles(dataDirectory, id)).skipped();
            if (skipped.isEmpty()) {
                notices.close("profiles." + id);
                continue;
            }
            notices.show("profiles." + id, NoticeWords.skippedProfiles(texts,
                    ui.texts(settings.locale()).get("game.name"), DataDirectory.profiles(dataDirectory, id), skipped));
        }
    }

    private void error(String message) {
        LOG.warn(message);
        status.setText(message);
        JOptionPane pane = new JOptionPane(message, JOptionPane.ERROR_MESSAGE);
        pane.putClientProperty("html.disable", Boolean.TRUE);
        pane.createDialog(this, texts.get("error.title")).setVisible(true);
    }

    public Texts texts() {
        return texts;
    }

    public String statusText() {
        return status.getText();
    }

    public String logText() {
        return log.content();
    }

    private static void onEventThread(Runnable r) {
        if (SwingUtilities.isEventDispatchThread()) {
            r.run();
        } else {
            SwingUtilities.invokeLater(r);
        }
    }

    /** At instant speed, computers' decisions in a row are shown at most this often (see Play.waitsToShow). */
    private static final int CATCH_UP_MILLIS = 50;
    /** How long after the last position of a game its end is shown (see {@code Play.showEndSoon}). */
    private static final int END_DIALOG_MILLIS = 120;

    /** A session in play with its game's window parts: the table, the log lines, the hints. */
    private final class Play<S, V, D, E> implements TableHost<D>, SessionListener<E> {
        final GameUi<S, V, D, E> ui;
        final GameSession<S, V, D, E> session;
        /** The tutorial leading this game, or null. */
        final Guide<S, V, D, E> guide;
        Table<S, V, D, E> table;
        private SessionListener<E> autosave;
        private int shownSeat = -1;
        private int thinkingSeat = -1;
        private boolean endShown;
        /** When the table last showed the game (System.nanoTime), for {@link #waitsToShow}. */
        private long shownAt;
        /** Events not yet written to the log (held back with the table, see {@link #waitsToShow}). */
        private final List<LoggedEvent<E>> unlogged = new ArrayList<>();
        /** Shows where the game stands after changes {@link #waitsToShow} held back. */
        private final javax.swing.Timer catchUp = new javax.swing.Timer(CATCH_UP_MILLIS, e -> refresh());
        /** A game already over when it came here (an opened file) is not rated again. */
        private final boolean overAtStart;

        Play(GameUi<S, V, D, E> ui, GameSession<S, V, D, E> session, Guide<S, V, D, E> guide) {
            this.ui = ui;
            this.session = session;
            this.overAtStart = session.isOver();
            this.guide = guide;
            catchUp.setRepeats(false);
        }

        void begin() {
            session.addListener(this);
            // A guided game (the tutorial) is not autosaved: the game it replaced keeps its autosave.
            if (guide == null) {
                autosave = store.autosaveAfterEachDecision(session);
            }
            if (!takeKeptTable()) {
                rebuild();
            }
            computers.follow(guide == null || guide.computersPlay() ? session : null);
        }

        void stop() {
            catchUp.stop();
            session.removeListener(this);
            if (autosave != null) {
                session.removeListener(autosave);
            }
            if (guide != null) {
                guide.stop();
            }
        }

        /** Builds the table in the current language, puts it into the window and shows the whole log. */
        void rebuild() {
            KeptTable<S, V, D, E> made = new KeptTable<>(ui, texts, settings, this);
            // A tutorial's table is not kept: its steps mark the board and the prompt.
            kept = guide == null ? made : null;
            table = made.table();
            tableBuilt.accept(table);
            putTableInCentre();
            showAll();
        }

        /**
         * Takes the table of the game before when it is of this game and in these words, started again (see
         * {@link Table#startAgain}), and shows the whole log.
         */
        @SuppressWarnings("unchecked") // the same game's table: startsAgainFor checks the game before anything else
        private boolean takeKeptTable() {
            if (guide != null || kept == null) {
                return false;
            }
            KeptTable<S, V, D, E> k = (KeptTable<S, V, D, E>) kept;
            if (!k.startsAgainFor(ui, texts, this)) {
                kept = null;
                return false;
            }
            table = k.table();
            putTableInCentre();
            showAll();
            return true;
        }

        /** Puts the table into the window's centre, unless it is there already (a kept one). */
        private void putTableInCentre() {
            if (table.component().getParent() != centre) {
                centre.removeAll();
                centre.add(table.component(), "grow");
            }
        }

        /** Shows the session on the table and the whole log, with the tutorial's bar when a tutorial leads. */
        private void showAll() {
            guideArea.removeAll();
            if (guide != null) {
                guideArea.add(guide.bar(texts), "growx");
            }
            guideArea.setVisible(guide != null);
            unlogged.clear();
            log.show(session.events(), session.seats(), this::lines);
            refresh();
        }

        private List<String> lines(List<E> events, List<org.ichto.shell.game.Seat> seats) {
            return ui.logLines(events, seats, texts);
        }

        @Override
        public void changed(GameSession<?, ?, ?, E> s) {
            onEventThread(this::refresh);
        }

        @Override
        public void eventsAppended(GameSession<?, ?, ?, E> s, List<LoggedEvent<E>> events) {
            boolean scoring = events.stream().anyMatch(e -> ui.isScoring(e.event()));
            onEventThread(() -> {
                unlogged.addAll(events);
                // Held back with the table while computers rush (see waitsToShow), written when it shows.
                if (!waitsToShow()) {
                    writeLog();
                }
                if (scoring) {
                    stopAtScoring();
                }
            });
        }

        /** Writes the events not yet in the log: one append, where one per decision made the log lay out each time. */
        private void writeLog() {
            if (!unlogged.isEmpty()) {
                List<LoggedEvent<E>> batch = List.copyOf(unlogged);
                unlogged.clear();
                log.append(batch, session.seats(), this::lines);
            }
        }

        /**
         * After a scoring, with the setting on and the computers to play on: they wait until the player has
         * looked (Go on in the bar above the game, or the menu's pause).
         */
        private void stopAtScoring() {
            // Not in the tutorial: its steps tell of the scorings, and the computers wait at them.
            if (play == this && guide == null && settings.stopAtScorings() && !session.isOver()
                    && !session.humanToAct() && !paused) {
                setComputersPaused(true);
                status.setText(texts.get("watch.scoring"));
            }
        }

        @Override
        public void eventsTakenBack(GameSession<?, ?, ?, E> s, int firstDecision) {
            onEventThread(() -> {
                unlogged.clear();
                log.show(session.events(), session.seats(), this::lines);
            });
        }

        void refresh() {
            if (play != this || table == null) {
                return;
            }
            if (waitsToShow()) {
                computers.poke();
                return;
            }
            writeLog();
            // Shown for a game of computers, and whenever they are paused (a stop at a scoring, say).
            watch.setVisible(humans() == 0 || paused);
            boolean human = session.humanToAct();
            int seat = human ? session.seatToAct() : shownSeat >= 0 ? shownSeat : firstHuman();
            if (human && seat != shownSeat && humans() > 1) {
                shownSeat = seat;
                HotSeatCover.show(ShellWindow.this, texts, session.seats().get(seat).name(), this::refresh);
                recap.update(List.of(), this::recapWords, false);
                table.cover(session, seat);
                return;
            }
            shownSeat = seat;
            table.show(session, seat, human, thinkingSeat >= 0 && thinkingSeat == session.seatToAct());
            shownAt = System.nanoTime();
            recap.setVisible(humans() > 0);
            recap.update(human ? SinceLastDecision.of(session.decisions(), seat) : List.of(), this::recapWords, human);
            if (guide != null) {
                guide.shown(table);
            }
            computers.poke();
            if (session.isOver() && !endShown) {
                endShown = true;
                String rating = overAtStart ? null
                        : RatingWords.end(ratings.settle(session), texts).orElse(null);
                showEndSoon(rating);
            }
        }

        /**
         * Shows the end of the game a moment after its last position: building the dialog takes the event thread about
         * a twentieth of a second, and right behind the paint of that position the window would not answer for twice
         * as long. The moment is too short to notice; a game left meanwhile shows no end.
         */
        private void showEndSoon(String rating) {
            javax.swing.Timer soon = new javax.swing.Timer(END_DIALOG_MILLIS, e -> {
                if (play == this) {
                    endDialog.show(ui, texts, session, rating);
                }
            });
            soon.setRepeats(false);
            soon.start();
        }

        void thinking(int seat, boolean busy) {
            thinkingSeat = busy ? seat : -1;
            if (!session.humanToAct() && !session.isOver() && !waitsToShow()) {
                table.show(session, shownSeat >= 0 ? shownSeat : firstHuman(), false, busy);
                shownAt = System.nanoTime();
            }
        }

        /**
         * Whether the table holds back showing this change: while computers play one after another at instant speed
         * it shows the game at most every {@value #CATCH_UP_MILLIS} ms (they play on meanwhile, and a timer shows
         * where the game stands), where showing each of their decisions kept the event thread from the player's
         * clicks. A human to act, the game over, a pause or any other speed show every change at once.
         */
        private boolean waitsToShow() {
            boolean rushing = settings.aiSpeed() == Settings.AiSpeed.INSTANT && !session.humanToAct()
                    && !session.isOver() && !paused && play == this;
            if (!rushing) {
                catchUp.stop();
                return false;
            }
            if (System.nanoTime() - shownAt >= CATCH_UP_MILLIS * 1_000_000L) {
                return false;
            }
            if (!catchUp.isRunning()) {
                catchUp.restart();
            }
            return true;
        }

        /** A decision of the recap in the log's words (its first line), which tell nothing hidden. */
        private String recapWords(int decision) {
            List<String> lines = ui.logLines(session.eventsOf(decision), session.seats(), texts);
            if (!lines.isEmpty()) {
                return lines.get(0);
            }
            int seat = session.decisions().get(decision).seat();
            return texts.format("recap.quiet", session.seats().get(seat).name());
        }

        private int firstHuman() {
            for (int seat = 0; seat < session.players(); seat++) {
                if (session.isHuman(seat)) {
                    return seat;
                }
            }
            return -1;
        }

        int humans() {
            int n = 0;
            for (int seat = 0; seat < session.players(); seat++) {
                n += session.isHuman(seat) ? 1 : 0;
            }
            return n;
        }

        @Override
        public void play(D decision) {
            if (!session.humanToAct()) {
                return;
            }
            int seat = session.seatToAct();
            String why = session.game().rules().whyIllegal(session.state(), decision);
            if (why != null) {
                status.setText(texts.format("error.illegalMove", why));
                refresh();
                return;
            }
            String refused = guide == null ? null : guide.refusal(decision);
            if (refused != null) {
                status.setText(refused);
                refresh();
                return;
            }
            session.apply(decision);
            status.setText(ui.describe(decision, seat, session.seats(), texts));
        }

        @Override
        public void status(String text) {
            status.setText(text == null || text.isEmpty() ? " " : text);
        }

        @Override
        public void hint() {
            if (guide != null && guide.hint()) {
                return;
            }
            if (!session.humanToAct()) {
                status.setText(texts.get("edit.hint.none"));
                return;
            }
            tellPractice(session);
            long revision = session.revision();
            int seat = session.seatToAct();
            S state = session.state();
            Texts words = texts;
            boolean expert = settings.expertHints();
            if (expert) {
                status.setText(texts.get("edit.hint.thinking"));
            }
            // Both kinds of hint run on the hint thread, never on the event thread.
            hints.submit(() -> {
                GameUi.Suggestion<D> h;
                try {
                    h = ui.hint(state, seat, revision, expert ? Budget.millis(EXPERT_HINT_MILLIS) : null,
                            session.seats(), words);
                } catch (RuntimeException e) {
                    LOG.warn("no hint from the Expert", e);
                    h = ui.hint(state, seat, revision, null, session.seats(), words);
                }
                GameUi.Suggestion<D> hint = h;
                SwingUtilities.invokeLater(() -> showHint(revision, hint));
            });
        }

        /** Shows a hint in the status line and on the board, unless the game moved on while it was sought. */
        private void showHint(long revision, GameUi.Suggestion<D> h) {
            if (play != this || session.revision() != revision) {
                return;
            }
            status.setText(texts.format("edit.hint.suggest", h.text()));
            table.showHint(h.decision(), h.text());
        }

        @Override
        public void newGame() {
            ShellWindow.this.newGame();
        }

        @Override
        public void replay() {
            ReplayWindow.open(ShellWindow.this, ui, texts, session.toRecord(), settings);
        }
    }
}
