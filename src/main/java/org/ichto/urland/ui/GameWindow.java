package org.ichto.urland.ui;

import org.ichto.urland.UrlandGame;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.game.RecordException;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.IllegalDecisionException;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.shell.session.GameSession;
import org.ichto.urland.session.Hint;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.session.SessionListener;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.ui.board.BoardTheme;
import org.ichto.urland.ui.board.Highlights;
import org.ichto.urland.ui.interact.BoardInteraction;
import org.ichto.urland.ui.interact.ClickResult;
import org.ichto.urland.ui.news.News;
import org.ichto.urland.ui.news.RecentChanges;
import org.ichto.urland.ui.text.DecisionText;
import org.ichto.urland.ui.text.HintText;
import org.ichto.urland.ui.text.Texts;
import org.ichto.urland.view.SeatView;
import net.miginfocom.swing.MigLayout;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import javax.swing.filechooser.FileNameExtensionFilter;
import java.awt.Dimension;
import java.awt.MouseInfo;
import java.awt.Point;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * The game window. It shows a session through the eyes of the human to act (or the last human to
 * act), turns clicks into decisions the rules allow, and lets computer seats play beside it. No rule
 * is decided here: legality comes from the rules, bookkeeping from the session.
 */
public final class GameWindow extends JFrame implements PromptPanel.Actions {
    private static final Logger LOG = LoggerFactory.getLogger(GameWindow.class);

    private final Settings settings;
    private final SaveStore store;
    private final ComputerTurns computers;
    /** How long the Expert thinks about a hint. */
    static final long EXPERT_HINT_MILLIS = 1000;
    private final java.util.concurrent.ExecutorService hints = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hint");
        t.setDaemon(true);
        return t;
    });
    private Texts texts;
    private GameSession<GameState, SeatView, Decision, GameEvent> session;
    private Path file;
    private BoardPanel board;
    private PlayersPanel players;
    private GenesPanel genes;
    private NewsPanel news;
    private JTabbedPane tabs;
    private JScrollPane newsScroll;
    /** Places the last decision changed: outlined on the board. */
    private Set<Integer> recent = Set.of();
    private PromptPanel prompt;
    private LogPanel log;
    private final JLabel status = new JLabel(" ");
    private BoardInteraction interaction;
    private long interactionRevision = -1;
    private SessionListener<GameEvent> autosave;
    private int shownSeat = -1;
    private int thinkingSeat = -1;
    private boolean endShown;
    private final SessionListener<GameEvent> listener = new SessionListener<>() {
        @Override
        public void changed(GameSession<?, ?, ?, GameEvent> s) {
            onEventThread(() -> refresh());
        }

        @Override
        public void eventsAppended(GameSession<?, ?, ?, GameEvent> s, List<LoggedEvent<GameEvent>> events) {
            onEventThread(() -> log.append(events, s.seats()));
        }

        @Override
        public void eventsTakenBack(GameSession<?, ?, ?, GameEvent> s, int firstDecision) {
            onEventThread(() -> log.show(s.events(), s.seats()));
        }
    };

    public GameWindow(Settings settings, SaveStore store) {
        this.settings = settings;
        this.store = store;
        this.texts = Texts.of(settings.locale());
        this.computers = new ComputerTurns(() -> settings.aiSpeed().pauseMillis(), this::thinking);
        setName("urland");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                quit();
            }
        });
        build();
        setMinimumSize(new Dimension(1024, 700));
        setPreferredSize(new Dimension(1440, 900));
    }

    /** (Re)builds every component in the current language, keeping the session. */
    private void build() {
        setTitle(texts.get("app.title"));
        board = new BoardPanel();
        board.setName("board");
        board.setPreferredSize(new Dimension(880, 600)); // it takes every pixel the side panels leave
        board.setLabels(BoardLabels.of(texts));
        board.setTheme(settings.dark() ? BoardTheme.DARK : BoardTheme.LIGHT);
        board.addPlaceListener(this::placeClicked);
        players = new PlayersPanel(texts);
        genes = new GenesPanel(texts);
        news = new NewsPanel(texts);
        prompt = new PromptPanel(texts, this);
        log = new LogPanel(texts);
        status.setName("status");
        JPanel side = new JPanel(new MigLayout("wrap 1, insets 0, fillx", "[grow, fill]", "[][][grow]"));
        side.add(players);
        side.add(prompt);
        newsScroll = new JScrollPane(news, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        tabs = new JTabbedPane();
        tabs.setName("tabs");
        tabs.addTab(texts.get("panel.genes.title"), new JScrollPane(genes, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER));
        tabs.addTab(texts.get("panel.news.title"), newsScroll);
        side.add(tabs, "grow");
        // The side panels keep a readable width; the board takes the rest and grows with the window.
        side.setPreferredSize(new Dimension(540, 600));
        side.setMinimumSize(new Dimension(420, 300));
        JSplitPane main = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, board, side);
        main.setResizeWeight(1.0);
        JSplitPane whole = new JSplitPane(JSplitPane.VERTICAL_SPLIT, main, log);
        whole.setResizeWeight(0.8);
        JPanel root = new JPanel(new MigLayout("fill, insets 4", "[grow]", "[grow][]"));
        root.add(whole, "grow, wrap");
        root.add(status, "growx");
        setContentPane(root);
        setJMenuBar(new Menus(texts, settings, this).build());
        if (session != null) {
            log.show(session.events(), session.seats());
            refresh();
        }
    }

    // ------------------------------------------------------------------ sessions

    public GameSession<GameState, SeatView, Decision, GameEvent> session() {
        return session;
    }

    /** Plays this session in the window (a new game, an opened file, a replay continued). */
    public void start(GameSession<GameState, SeatView, Decision, GameEvent> s, Path from) {
        if (session != null) {
            session.removeListener(listener);
            session.removeListener(autosave);
        }
        session = s;
        file = from;
        shownSeat = -1;
        endShown = false;
        interaction = null;
        s.addListener(listener);
        autosave = store.autosaveAfterEachDecision(s);
        s.addListener(autosave);
        log.show(s.events(), s.seats());
        computers.follow(s);
        setTitle(from == null ? texts.get("app.title") : texts.format("app.title.withFile", from.getFileName()));
        refresh();
    }

    private void refresh() {
        if (session == null) {
            return;
        }
        GameState state = session.state();
        boolean human = session.humanToAct();
        int seat = human ? session.seatToAct() : shownSeat >= 0 ? shownSeat : firstHuman();
        if (human && seat != shownSeat && humans() > 1) {
            shownSeat = seat;
            HotSeatCover.show(this, texts, session.seats().get(seat).name(), this::refresh);
            board.setState(SeatView.of(state, firstHuman() < 0 ? 0 : seat).state(), session.seats());
            prompt.showWaiting(state, session.seats(), false);
            return;
        }
        shownSeat = seat;
        GameState view = SeatView.of(state, Math.max(0, seat)).state();
        players.show(view, session.seats(), state.actor());
        genes.show(view);
        showRecent(seat, human);
        if (human) {
            LegalDecisions legal = session.view(seat).legal();
            if (interaction == null || interactionRevision != session.revision()) {
                interaction = new BoardInteraction(view, legal);
                interactionRevision = session.revision();
            }
            prompt.showHuman(view, session.seats(), legal, interaction, justBought());
            board.setHighlights(highlights());
        } else {
            interaction = null;
            prompt.showWaiting(state, session.seats(), thinkingSeat == state.actor() && !state.isOver());
            board.setHighlights(Highlights.NONE.withChanged(recent));
        }
        board.setState(view, session.seats());
        computers.poke();
        if (state.isOver() && !endShown) {
            endShown = true;
            SwingUtilities.invokeLater(() -> EndDialog.show(this, texts, session));
        }
    }

    /** The clickable places and the selection of the human to act, with the recent changes. */
    private Highlights highlights() {
        return new Highlights(interaction.clickable(), interaction.selected(), -1, recent);
    }

    /**
     * The places the last decision changed (outlined, so each computer move can be followed), and
     * the summaries, marked new since the viewer's last decision (with no human at the screen, since
     * the last decision). New summaries bring their tab forward, except while the viewer bids, when
     * the gene cards matter more.
     */
    private void showRecent(int viewer, boolean viewerToAct) {
        int size = session.size();
        recent = size == 0 ? Set.of() : RecentChanges.places(session.stateAt(size - 1), session.stateAt(size));
        int anchor = RecentChanges.anchor(session.decisions(), s -> s == viewer && session.isHuman(s));
        boolean fresh = news.show(News.recent(session.events(), 8), anchor, session.seats());
        if (fresh) {
            SwingUtilities.invokeLater(() -> newsScroll.getViewport().setViewPosition(new Point(0, 0)));
        }
        boolean bidding = viewerToAct && session.state().phase() == org.ichto.urland.rules.Phase.BID;
        if (fresh && !bidding) {
            tabs.setSelectedComponent(newsScroll);
        }
    }

    private Gene justBought() {
        List<LoggedEvent<GameEvent>> events = session.events();
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i).event() instanceof GameEvent.GeneBought b) {
                return b.gene();
            }
        }
        return null;
    }

    private int firstHuman() {
        for (int seat = 0; seat < session.players(); seat++) {
            if (session.isHuman(seat)) {
                return seat;
            }
        }
        return -1;
    }

    private int humans() {
        int n = 0;
        for (int seat = 0; seat < session.players(); seat++) {
            n += session.isHuman(seat) ? 1 : 0;
        }
        return n;
    }

    private void thinking(int seat, boolean busy) {
        thinkingSeat = busy ? seat : -1;
        if (session != null && !session.humanToAct()) {
            prompt.showWaiting(session.state(), session.seats(), busy);
        }
    }

    // ------------------------------------------------------------------ decisions

    @Override
    public void play(Decision d) {
        if (session == null || !session.humanToAct()) {
            return;
        }
        try {
            interaction = null;
            session.apply(d);
            status.setText(new DecisionText(texts).describe(d, lastSeat(), session.seats()));
        } catch (IllegalDecisionException e) {
            status.setText(texts.format("error.illegalMove", e.getMessage()));
            refresh();
        }
    }

    private int lastSeat() {
        return session.decisions().isEmpty() ? 0 : session.decisions().get(session.decisions().size() - 1).seat();
    }

    void placeClicked(int place) {
        if (session == null || !session.humanToAct() || interaction == null) {
            return;
        }
        ClickResult r = interaction.click(place);
        if (r instanceof ClickResult.Complete c) {
            play(c.decision());
            return;
        }
        if (r instanceof ClickResult.Choose c) {
            choose(c.options());
        } else if (r instanceof ClickResult.Refused refused) {
            status.setText(texts.has(refused.reasonKey()) ? texts.get(refused.reasonKey()) : " ");
        }
        GameState view = SeatView.of(session.state(), session.seatToAct()).state();
        prompt.showHuman(view, session.seats(), session.view(session.seatToAct()).legal(), interaction,
                justBought());
        board.setHighlights(highlights());
    }

    /** Several decisions fit a click: a small menu at the mouse, one line each. */
    private void choose(List<Decision> options) {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("choices");
        DecisionText words = new DecisionText(texts);
        for (Decision d : options) {
            JMenuItem item = new JMenuItem(words.describe(d, session.seatToAct(), session.seats()));
            item.addActionListener(e -> play(d));
            menu.add(item);
        }
        Point p = MouseInfo.getPointerInfo() != null ? MouseInfo.getPointerInfo().getLocation() : null;
        if (p != null && board.isShowing()) {
            SwingUtilities.convertPointFromScreen(p, board);
            menu.show(board, p.x, p.y);
        } else {
            menu.show(board, board.getWidth() / 2, board.getHeight() / 2);
        }
    }

    @Override
    public void startRetreat() {
        if (interaction != null) {
            interaction.startRetreat();
            refresh();
        }
    }

    @Override
    public void resetSelection() {
        if (interaction != null) {
            interaction.reset();
            refresh();
        }
    }

    @Override
    public void confirmCount() {
        if (interaction != null && interaction.countedDecision() != null) {
            play(interaction.countedDecision());
        }
    }

    // ------------------------------------------------------------------ menu commands

    @Override
    public void hint() {
        if (session == null || !session.humanToAct()) {
            status.setText(texts.get("edit.hint.none"));
            return;
        }
        GameSession<GameState, SeatView, Decision, GameEvent> s = session;
        long revision = s.revision();
        int seat = s.seatToAct();
        GameState state = s.state();
        if (!settings.expertHints()) {
            showHint(s, revision, Hint.suggest(state, seat, revision));
            return;
        }
        // The Expert thinks for a second: on the hint thread, never on the event thread.
        status.setText(texts.get("edit.hint.thinking"));
        hints.submit(() -> {
            Hint h;
            try {
                h = Hint.suggestExpert(state, seat, revision, Budget.millis(EXPERT_HINT_MILLIS));
            } catch (RuntimeException e) {
                LOG.warn("the Expert found no hint", e);
                h = Hint.suggest(state, seat, revision);
            }
            Hint hint = h;
            SwingUtilities.invokeLater(() -> showHint(s, revision, hint));
        });
    }

    /** Shows a hint in the status line, unless the game moved on while it was sought. */
    private void showHint(GameSession<GameState, SeatView, Decision, GameEvent> s, long revision, Hint h) {
        if (s != session || s.revision() != revision) {
            return;
        }
        String what = new DecisionText(texts).describe(h.decision(), s.seatToAct(), s.seats());
        status.setText(texts.format("edit.hint.suggest", what + " \u2014 " + new HintText(texts).reason(h, s.seats())));
    }

    void undo() {
        if (session != null && session.canUndo()) {
            interaction = null;
            session.undo();
        } else {
            status.setText(texts.get("edit.undo.nothing"));
        }
    }

    void redo() {
        if (session != null && session.canRedo()) {
            interaction = null;
            session.redo();
        } else {
            status.setText(texts.get("edit.redo.nothing"));
        }
    }

    @Override
    public void newGame() {
        // The player's own personalities are offered beside the shipped ones (a broken file is left out and logged).
        // The same library then makes the computer players, so what was offered is what plays.
        org.ichto.shell.ai.ProfileLibrary profiles = UrlandSessions.profiles();
        new NewGameDialog(this, texts, profiles.all()).ask().ifPresent(c -> {
            store.clearAutosave(UrlandGame.INSTANCE);
            start(UrlandSessions.newGame(c.seats(), c.seed(), profiles), null);
        });
    }

    void open() {
        JFileChooser chooser = chooser("file.open.title");
        if (chooser.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        open(chooser.getSelectedFile().toPath());
    }

    /** Opens a saved game; a file that cannot be read leaves the current game as it was. */
    public void open(Path path) {
        try {
            start(UrlandSessions.urland(store.open(path)), path);
        } catch (RecordException e) {
            error(texts.format("error.corruptFile", path.getFileName(), e.getMessage()));
        }
    }

    void save(boolean askName) {
        if (session == null) {
            return;
        }
        if (file == null || askName) {
            JFileChooser chooser = chooser("file.save.title");
            if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            Path chosen = chooser.getSelectedFile().toPath();
            file = SaveStore.withExtension(chosen, UrlandGame.INSTANCE);
        }
        saveTo(file);
    }

    /** Saves the game to a file. */
    public void saveTo(Path path) {
        try {
            store.save(session, path);
            file = path;
            status.setText(texts.format("file.saved", path));
            setTitle(texts.format("app.title.withFile", path.getFileName()));
        } catch (RecordException e) {
            error(texts.format("error.writeFile", path, e.getMessage()));
        }
    }

    @Override
    public void replay() {
        if (session != null) {
            ReplayWindow.open(this, texts, session.toRecord(), settings);
        }
    }

    void setLanguage(java.util.Locale locale) {
        settings.setLocale(locale);
        texts = Texts.of(locale);
        build();
        revalidate();
        repaint();
    }

    void setDark(boolean dark) {
        settings.setDark(dark);
        Looks.switchTo(dark);
        board.setTheme(dark ? BoardTheme.DARK : BoardTheme.LIGHT);
    }

    /** Closes the game; the program ends with its last window (computer players run on daemon threads). */
    void quit() {
        dispose();
    }

    /** However the window goes (quit, or a test's clean-up), its computer players and hints stop with it. */
    @Override
    public void dispose() {
        computers.close();
        hints.shutdownNow();
        super.dispose();
    }

    private JFileChooser chooser(String titleKey) {
        JFileChooser chooser = new JFileChooser(file != null ? file.getParent().toFile() : null);
        chooser.setDialogTitle(texts.get(titleKey));
        chooser.setFileFilter(new FileNameExtensionFilter(texts.format("file.filter", "*.urland, *.json"),
                UrlandGame.INSTANCE.saveExtension(), "json"));
        return chooser;
    }

    private void error(String message) {
        LOG.warn(message);
        status.setText(message);
        JOptionPane.showMessageDialog(this, message, texts.get("error.title"), JOptionPane.ERROR_MESSAGE);
    }

    Texts texts() {
        return texts;
    }

    String statusText() {
        return status.getText();
    }

    String logText() {
        return log.content();
    }

    List<String> newsTitles() {
        return news.titles();
    }

    boolean newsTabShown() {
        return tabs.getSelectedComponent() == newsScroll;
    }

    private static void onEventThread(Runnable r) {
        if (SwingUtilities.isEventDispatchThread()) {
            r.run();
        } else {
            SwingUtilities.invokeLater(r);
        }
    }
}
