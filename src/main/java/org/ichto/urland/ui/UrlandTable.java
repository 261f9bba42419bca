package org.ichto.urland.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.ui.LaterOnce;
import org.ichto.shell.ui.LayoutRoot;
import org.ichto.shell.ui.NewsPanel;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.Table;
import org.ichto.shell.ui.TableHost;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.ui.board.BoardPanel;
import org.ichto.urland.ui.board.BoardTheme;
import org.ichto.urland.ui.board.Highlights;
import org.ichto.urland.ui.board.RecapArrows;
import org.ichto.urland.ui.interact.BoardInteraction;
import org.ichto.urland.ui.interact.ClickResult;
import org.ichto.urland.ui.news.News;
import org.ichto.urland.ui.news.RecentChanges;
import org.ichto.urland.ui.text.DecisionText;
import org.ichto.urland.ui.text.UrlandTexts;
import org.ichto.urland.view.SeatView;

import javax.swing.JComponent;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import java.awt.Dimension;
import java.awt.MouseInfo;
import java.awt.Point;
import java.util.List;
import java.util.Set;

/**
 * Urland's play area: the board, the players, what is asked now, the genes and what happened. It shows
 * a session through one seat's view and narrows that seat's clicks down to the decisions the rules
 * allow (through {@link BoardInteraction}); the window plays them.
 */
final class UrlandTable implements Table<GameState, SeatView, Decision, GameEvent>, PromptPanel.Actions {
    private final UrlandTexts texts;
    private final TableHost<Decision> host;
    private final BoardPanel board = new BoardPanel();
    private final BoardMoves moves;
    private final PlayersPanel players;
    private final GenesPanel genes;
    private final NewsPanel news;
    private final org.ichto.urland.ui.news.NewsText newsText;
    private final PromptPanel prompt;
    private final JTabbedPane tabs = new JTabbedPane();
    private final JScrollPane newsScroll;
    private final JScrollPane genesScroll;
    /** The decision at which the viewer's bid last brought the genes forward: once per bid. */
    private long bidShownAt = -1;
    /** The summaries as last gathered (see news()). */
    private final org.ichto.shell.ui.SummariesCache summaries = new org.ichto.shell.ui.SummariesCache();
    private final JSplitPane root;
    private final StandingStrip strip;
    private GameSession<GameState, SeatView, Decision, GameEvent> session;
    private BoardInteraction interaction;
    private long interactionRevision = -1;
    /** Places the last decision changed: outlined on the board. */
    private Set<Integer> recent = Set.of();
    /** Per seat, the points the last decision's scorings gave it: "+N" beside its marker. */
    private java.util.Map<Integer, Integer> gains = java.util.Map.of();
    private int viewer = -1;
    /** The summaries follow the position shown in an event of their own; whether the viewer was to act then. */
    private final LaterOnce summariesLater = new LaterOnce("the summaries", this::showSummaries);
    private boolean summariesViewerToAct;
    /** A hint's places and words, shown until the session moves on from the revision it was given for. */
    private Set<Integer> hintPlaces = Set.of();
    /** The hint's decision: its button in the prompt is outlined too. */
    private Decision hintDecision;
    private long hintRevision = -1;
    /** Made when the window probe first asks (it keeps the positions it prepared). */
    private UrlandBoardProbe probe;

    UrlandTable(UrlandTexts texts, Settings settings, TableHost<Decision> host) {
        this.texts = texts;
        this.host = host;
        board.setName("board");
        moves = new BoardMoves(board, settings);
        board.setPreferredSize(new Dimension(880, 600)); // it takes every pixel the side panels leave
        board.setLabels(BoardLabels.of(texts));
        board.setTheme(settings.dark() ? BoardTheme.DARK : BoardTheme.LIGHT);
        board.addPlaceListener(this::placeClicked);
        // A right-click on the board, or Esc anywhere in the window, takes back a half-made choice.
        board.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mousePressed(java.awt.event.MouseEvent e) {
                if (SwingUtilities.isRightMouseButton(e)) {
                    cancelChoice();
                }
            }
        });
        players = new PlayersPanel(texts);
        genes = new GenesPanel(texts);
        news = new NewsPanel(texts, texts.get("panel.news.empty"), colour -> SeatIcon.of(colour, 14));
        newsText = new org.ichto.urland.ui.news.NewsText(texts);
        prompt = new PromptPanel(texts, this);
        // The split pane gives the column its size: what changes in it lays out the column alone.
        JPanel side = new LayoutRoot(new MigLayout("wrap 1, insets 0, fillx", "[grow, fill]", "[][][grow]"));
        side.add(players);
        side.add(prompt);
        newsScroll = new JScrollPane(news, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        tabs.setName("tabs");
        genesScroll = new JScrollPane(genes, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        tabs.addTab(texts.get("panel.genes.title"), genesScroll);
        tabs.addTab(texts.get("panel.news.title"), newsScroll);
        side.add(tabs, "grow");
        // The side panels keep a readable width; the board takes the rest and grows with the window.
        side.setPreferredSize(new Dimension(540, 600));
        side.setMinimumSize(new Dimension(420, 300));
        strip = new StandingStrip(texts);
        strip.setDark(settings.dark());
        JPanel boardArea = new JPanel(new java.awt.BorderLayout());
        boardArea.add(strip, java.awt.BorderLayout.NORTH);
        boardArea.add(board, java.awt.BorderLayout.CENTER);
        // The side panels get their preferred width at first; the board takes the rest and grows with the window.
        root = org.ichto.shell.ui.SideSplit.of(boardArea, side);
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(javax.swing.KeyStroke.getKeyStroke("ESCAPE"),
                "cancelChoice");
        root.getActionMap().put("cancelChoice", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                cancelChoice();
            }
        });
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public JComponent board() {
        return board;
    }

    @Override
    public org.ichto.shell.ui.BoardProbe probe() {
        if (probe == null) {
            probe = new UrlandBoardProbe(board, () -> session.seats(), () -> {
                board.setHighlights(Highlights.NONE);
                show(session, viewer, session.humanToAct(), false);
            });
        }
        return probe;
    }

    @Override
    public void setDark(boolean dark) {
        board.setTheme(dark ? BoardTheme.DARK : BoardTheme.LIGHT);
        strip.setDark(dark);
    }

    @Override
    public boolean startAgain() {
        session = null;
        viewer = -1;
        interaction = null;
        interactionRevision = -1;
        recent = Set.of();
        gains = java.util.Map.of();
        hintPlaces = Set.of();
        hintDecision = null;
        hintRevision = -1;
        bidShownAt = -1;
        summaries.forget();
        moves.forget();
        board.setRecap(null);
        board.setHighlights(Highlights.NONE);
        strip.showHint(null);
        prompt.mark(null, board.getTheme().hint());
        // As a new table shows them: the gene cards in front, from the top.
        tabs.setSelectedComponent(genesScroll);
        genesScroll.getViewport().setViewPosition(new Point(0, 0));
        return true;
    }

    @Override
    public void cover(GameSession<GameState, SeatView, Decision, GameEvent> s, int seat) {
        session = s;
        GameState state = s.state();
        moves.forget();
        board.setState(SeatView.of(state, firstHuman(s) < 0 ? 0 : seat).state(), s.seats());
        strip.show(state, s.seats(), null);
        strip.showHint(null);
        prompt.showWaiting(state, s.seats(), false);
    }

    @Override
    public void show(GameSession<GameState, SeatView, Decision, GameEvent> s, int seat, boolean human,
                     boolean thinking) {
        if (s != session) {
            interaction = null;
        }
        session = s;
        viewer = seat;
        GameState state = s.state();
        SeatView seen = SeatView.of(state, Math.max(0, seat));
        GameState view = seen.state();
        players.show(view, s.seats(), state.actor());
        strip.show(state, s.seats(), seat >= 0 && s.isHuman(seat) ? seen : null);
        if (s.revision() != hintRevision) {
            strip.showHint(null);
        }
        genes.show(view);
        showRecent(seat, human);
        if (human) {
            LegalDecisions legal = s.view(seat).legal();
            if (interaction == null || interactionRevision != s.revision()) {
                interaction = new BoardInteraction(view, legal);
                interactionRevision = s.revision();
            }
            prompt.showHuman(view, s.seats(), legal, interaction, justBought());
            markPrompt();
            board.setHighlights(highlights());
        } else {
            interaction = null;
            prompt.showWaiting(state, s.seats(), thinking && !state.isOver());
            board.setHighlights(Highlights.NONE.withChanged(recent).withGains(gains));
        }
        moves.show(s, seat, view);
        if (s.size() == 0) {
            board.keepGroundAside(); // the next game starts from a ground much like it (see startAgain)
        }
    }

    /** The clickable places and the selection of the human to act, with the recent changes and a hint. */
    private Highlights highlights() {
        return new Highlights(interaction.clickable(), interaction.selected(), -1, recent, hintShown(), counting(),
                gains);
    }

    /** The Ichtos a retreat, payment or flight being chosen counts so far, to show before it is confirmed. */
    private Highlights.Counting counting() {
        if (interaction.mode() == BoardInteraction.Mode.PICK || session == null) {
            return Highlights.Counting.NONE;
        }
        java.util.Map<Integer, Integer> perPlace = new java.util.HashMap<>();
        for (int p = 0; p < org.ichto.urland.board.Board.PLACES; p++) {
            int n = interaction.counted().get(p);
            if (n > 0) {
                perPlace.put(p, n);
            }
        }
        return new Highlights.Counting(session.seatToAct(), perPlace,
                interaction.mode() == BoardInteraction.Mode.FLIGHT);
    }

    /** The hint's places while the position is the one it was given for. */
    private Set<Integer> hintShown() {
        if (session == null || session.revision() != hintRevision) {
            return Set.of();
        }
        return hintPlaces;
    }

    @Override
    public void showRecap(List<Integer> decisions, int step) {
        if (session == null || decisions.isEmpty()) {
            board.setRecap(null);
            board.setChanged(recent);
            return;
        }
        List<RecapArrows.Arrow> arrows = new java.util.ArrayList<>();
        Set<Integer> places = new java.util.HashSet<>();
        int seen = Math.max(0, viewer);
        for (int k = 0; k < decisions.size(); k++) {
            if (step >= 0 && k != step) {
                continue;
            }
            int i = decisions.get(k);
            GameState before = SeatView.of(session.stateAt(i), seen).state();
            GameState after = SeatView.of(session.stateAt(i + 1), seen).state();
            arrows.addAll(RecapArrows.of(before, after, k + 1));
            places.addAll(RecentChanges.places(before, after));
        }
        board.setRecap(new RecapArrows(arrows));
        board.setChanged(places);
    }

    @Override
    public void showHint(Decision decision, String text) {
        if (session == null) {
            return;
        }
        hintRevision = session.revision();
        hintPlaces = HintPlaces.of(decision, SeatView.of(session.state(), Math.max(0, viewer)).state());
        hintDecision = decision;
        strip.showHint(text);
        if (interaction != null) {
            board.setHighlights(highlights());
            markPrompt();
        }
    }

    /** The hint's button outlined in the prompt while the position is the one it was given for. */
    private void markPrompt() {
        boolean current = session != null && session.revision() == hintRevision;
        prompt.mark(current ? hintDecision : null, board.getTheme().hint());
    }

    /**
     * The places the last decision changed (outlined, so each computer move can be followed), and
     * the summaries, marked new since the viewer's last decision (with no human at the screen, since
     * the last decision). New summaries bring their tab forward, except while the viewer bids: then the
     * gene cards matter more and come forward instead (once per bid, so the player may look back).
     * Every summary of the game is kept; the panel keeps the newest in view.
     */
    private void showRecent(int viewer, boolean viewerToAct) {
        int size = session.size();
        recent = size == 0 ? Set.of() : RecentChanges.places(session.stateAt(size - 1), session.stateAt(size));
        gains = size == 0 ? java.util.Map.of() : RecentChanges.gains(session.events(), size - 1);
        summariesViewerToAct = viewerToAct;
        summariesLater.ask();
    }

    /**
     * The summaries, in an event after the position's (see {@link LaterOnce}): gathering, building and laying out a
     * new card made the event that showed a position one of the longest at the instant speed.
     */
    private void showSummaries() {
        if (session == null) {
            return;
        }
        int viewer = this.viewer;
        boolean viewerToAct = summariesViewerToAct;
        int anchor = RecentChanges.anchor(session.decisions(), s -> s == viewer && session.isHuman(s));
        boolean fresh = news.show(news(), anchor, session.seats());
        boolean bidding = viewerToAct && session.state().phase() == Phase.BID;
        if (bidding && bidShownAt != session.size()) {
            bidShownAt = session.size();
            tabs.setSelectedComponent(genesScroll);
        } else if (fresh && !bidding) {
            tabs.setSelectedComponent(newsScroll);
        }
    }

    /**
     * The summaries, newest first: gathered anew from the whole log only when a decision since the last time told
     * one of them something (or a decision was taken back). Most decisions tell them nothing, and gathering and
     * wording the whole game's at every position shown took about a tenth of the event thread's work at the instant
     * speed (docs/benchmarks.md).
     */
    private List<org.ichto.shell.ui.NewsCard.Entry> news() {
        return summaries.get(session, d -> session.eventsOf(d).stream().anyMatch(News::tells),
                () -> newsText.entries(News.recent(session.events(), Integer.MAX_VALUE), session.seats()));
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

    private static int firstHuman(GameSession<?, ?, ?, ?> s) {
        for (int seat = 0; seat < s.players(); seat++) {
            if (s.isHuman(seat)) {
                return seat;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ the viewer's clicks

    @Override
    public void play(Decision d) {
        interaction = null;
        host.play(d);
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
            host.status(texts.has(refused.reasonKey()) ? texts.get(refused.reasonKey()) : " ");
        }
        GameState view = SeatView.of(session.state(), session.seatToAct()).state();
        prompt.showHuman(view, session.seats(), session.view(session.seatToAct()).legal(), interaction,
                justBought());
        markPrompt();
        board.setHighlights(highlights());
    }

    /** Several decisions fit a click: a small menu at the mouse, one line each. */
    private void choose(List<Decision> options) {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("choices");
        DecisionText words = new DecisionText(texts);
        for (Decision d : options) {
            JMenuItem item = new JMenuItem(words.describe(d, session.seatToAct(), session.seats()));
            item.putClientProperty("html.disable", Boolean.TRUE);
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

    private void again() {
        if (session != null) {
            show(session, viewer, session.humanToAct(), false);
        }
    }

    @Override
    public void startRetreat() {
        if (interaction != null) {
            interaction.startRetreat();
            again();
        }
    }

    /** Esc or a right-click: a half-made choice is taken back, and the status line says so. */
    void cancelChoice() {
        if (interaction != null && session != null && session.humanToAct() && interaction.cancellable()) {
            resetSelection();
            host.status(texts.get("refuse.cancelled"));
        }
    }

    @Override
    public void resetSelection() {
        if (interaction != null) {
            interaction.reset();
            again();
        }
    }

    @Override
    public void confirmCount() {
        if (interaction != null && interaction.countedDecision() != null) {
            play(interaction.countedDecision());
        }
    }

    @Override
    public void hint() {
        host.hint();
    }

    @Override
    public void newGame() {
        host.newGame();
    }

    @Override
    public void replay() {
        host.replay();
    }

    @Override
    public List<String> summaryTitles() {
        return news.titles();
    }

    /** The strip's lines (tests read them): the standing, the secret and the hint, empty when not shown. */
    List<String> standing() {
        return List.of(strip.standingText(), strip.secretText(), strip.hintText());
    }

    /** The buttons outlined as a hint's (tests read them). */
    List<String> hintButtons() {
        return prompt.marked();
    }

    /** The places marked as a hint's (tests read them). */
    Set<Integer> hintMarks() {
        return board.getHighlights().hint();
    }

    @Override
    public boolean summariesShown() {
        return tabs.getSelectedComponent() == newsScroll;
    }
}
