package org.ichto.soup.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.LoggedEvent;
import org.ichto.shell.ui.BoardProbe;
import org.ichto.shell.ui.NewsCard;
import org.ichto.shell.ui.LaterOnce;
import org.ichto.shell.ui.LayoutRoot;
import org.ichto.shell.ui.NewsPanel;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.Table;
import org.ichto.shell.ui.TableHost;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.Marks;
import org.ichto.soup.ui.board.SoupRecap;
import org.ichto.soup.ui.board.SoupBoardPanel;
import org.ichto.soup.ui.board.SoupTheme;
import org.ichto.soup.ui.interact.Click;
import org.ichto.soup.ui.interact.SoupClicks;
import org.ichto.soup.ui.news.RecentMoves;
import org.ichto.soup.ui.news.SoupNews;
import org.ichto.soup.ui.text.Refusals;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.soup.view.SoupView;

import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import java.awt.Dimension;
import java.awt.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Primordial Soup's play area: the board, the players, what is asked now, the gene pool and what happened.
 * It shows a session through one seat's view, marks what a click can use and what just happened, turns the
 * seat's clicks into the decisions the rules list ({@link SoupClicks}, the prompt's buttons) and hands them
 * to the window, which plays them.
 */
final class SoupTable implements Table<SoupState, SoupView, SoupDecision, SoupEvent>, PromptPanel.Actions,
        SoupBoardPanel.Listener {
    private final SoupTexts texts;
    private final TableHost<SoupDecision> host;
    private final SoupBoardPanel board;
    private final PlayersPanel players;
    private final GenePoolPanel genes;
    private final NewsPanel news;
    private final SoupNews newsText;
    private final PromptPanel prompt;
    private final JTabbedPane tabs = new JTabbedPane();
    private final JScrollPane genesScroll;
    private final JScrollPane newsScroll;
    private final JSplitPane root;
    private GameSession<SoupState, SoupView, SoupDecision, SoupEvent> session;
    private SoupClicks clicks;
    private long clicksRevision = -1;
    private int viewer = -1;
    /** The summaries follow the position shown in an event of their own; whether the viewer was to act then. */
    private final LaterOnce summariesLater = new LaterOnce("the summaries", this::showSummaries);
    private boolean summariesViewerToAct;
    private Marks recent = Marks.NONE;
    /** The summaries as last gathered (see news()). */
    private final org.ichto.shell.ui.SummariesCache summaries = new org.ichto.shell.ui.SummariesCache();
    private SoupBoardProbe probe;
    /** A hint's decision, shown on the board and its button until the session moves on from this revision. */
    private SoupDecision hintDecision;
    private Set<Integer> hintSpaces = Set.of();
    private int hintLadder = -1;
    private long hintRevision = -1;

    /** How long a computer's pieces travel to the position shown. */
    private final org.ichto.shell.ui.MovePace pace;

    SoupTable(SoupTexts texts, Settings settings, TableHost<SoupDecision> host) {
        pace = new org.ichto.shell.ui.MovePace(settings);
        this.texts = texts;
        this.host = host;
        board = new SoupBoardPanel(texts, settings.dark() ? SoupTheme.DARK : SoupTheme.LIGHT);
        board.setName("board");
        board.addListener(this);
        players = new PlayersPanel(texts);
        genes = new GenePoolPanel(texts, this::play);
        news = new NewsPanel(texts, texts.get("panel.news.empty"), colour -> SeatIcon.of(colour, 14));
        newsText = new SoupNews(texts, org.ichto.soup.board.SoupBoardLoader.standard());
        prompt = new PromptPanel(texts, this);
        // The split pane gives the column its size: what changes in it lays out the column alone.
        JPanel side = new LayoutRoot(new MigLayout("wrap 1, insets 0, fillx", "[grow, fill]", "[][][grow]"));
        side.add(players);
        side.add(prompt);
        genesScroll = new JScrollPane(genes, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        genesScroll.getVerticalScrollBar().setUnitIncrement(16);
        newsScroll = new JScrollPane(news, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        newsScroll.getVerticalScrollBar().setUnitIncrement(16);
        // Their size is the tab's, not the cards': otherwise every change of the prompt would lay out all
        // the gene cards again to learn how big the tabs would like to be.
        genesScroll.setPreferredSize(new Dimension(400, 200));
        newsScroll.setPreferredSize(new Dimension(400, 200));
        tabs.setName("tabs");
        tabs.addTab(texts.get("panel.news.title"), newsScroll);
        tabs.addTab(texts.get("panel.genes.title"), genesScroll);
        side.add(tabs, "grow, hmin 90");
        side.setPreferredSize(new Dimension(500, 600));
        side.setMinimumSize(new Dimension(400, 300));
        // The side panels get their preferred width at first; the board takes the rest and grows with the window.
        root = org.ichto.shell.ui.SideSplit.of(board, side);
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
    public BoardProbe probe() {
        if (probe == null) {
            probe = new SoupBoardProbe(board, () -> session.seats(), () -> {
                board.setMarks(Marks.NONE);
                show(session, viewer, session.humanToAct(), false);
            });
        }
        return probe;
    }

    @Override
    public void setDark(boolean dark) {
        board.setTheme(dark ? SoupTheme.DARK : SoupTheme.LIGHT);
    }

    @Override
    public boolean startAgain() {
        session = null;
        viewer = -1;
        clicks = null;
        clicksRevision = -1;
        recent = Marks.NONE;
        summaries.forget();
        hintDecision = null;
        hintSpaces = Set.of();
        hintLadder = -1;
        hintRevision = -1;
        pace.forget();
        board.stopAnimation();
        board.setRecap(null);
        board.setMarks(Marks.NONE);
        markButtons();
        // As a new table shows them: the summaries in front, the gene pool from the top.
        tabs.setSelectedComponent(newsScroll);
        genesScroll.getViewport().setViewPosition(new Point(0, 0));
        return true;
    }

    @Override
    public void cover(GameSession<SoupState, SoupView, SoupDecision, SoupEvent> s, int seat) {
        session = s;
        SoupState view = SoupView.of(s.state(), Math.max(0, seat)).state();
        pace.forget();
        board.stopAnimation();
        board.setState(view, s.seats());
        board.setMarks(Marks.NONE);
        // Nothing of the previous human's turn stays behind the cover: no Buy buttons, no question, no marks.
        clicks = null;
        players.show(view, s.seats(), view.actor());
        genes.show(view, s.seats(), List.of());
        prompt.showWaiting(view, s.seats(), false);
    }

    @Override
    public void show(GameSession<SoupState, SoupView, SoupDecision, SoupEvent> s, int seat, boolean human,
                     boolean thinking) {
        if (s != session) {
            clicks = null;
        }
        session = s;
        viewer = seat;
        SoupState view = SoupView.of(s.state(), Math.max(0, seat)).state();
        players.show(view, s.seats(), view.actor());
        showRecent(seat, human);
        List<SoupDecision> legal = human ? s.view(seat).legal() : List.of();
        genes.show(view, s.seats(), legal);
        if (human) {
            if (clicks == null || clicksRevision != s.revision()) {
                clicks = new SoupClicks(view, legal);
                clicksRevision = s.revision();
            }
            prompt.showHuman(view, s.seats(), legal, clicks);
            if (view.await() == Await.PURCHASE && view.phase().ofRound()
                    && tabs.getSelectedComponent() != genesScroll) {
                tabs.setSelectedComponent(genesScroll);
                SwingUtilities.invokeLater(() -> genesScroll.getViewport().setViewPosition(new Point(0, 0)));
            }
        } else {
            clicks = null;
            prompt.showWaiting(view, s.seats(), thinking && !view.isOver());
        }
        switch (pace.next(s)) {
            case NEXT -> board.animate(SoupView.of(s.stateAt(s.size() - 1), Math.max(0, seat)).state(), view,
                    s.seats(), pace.millis());
            case OTHER -> {
                board.stopAnimation();
                board.setState(view, s.seats());
            }
            case SAME -> board.setState(view, s.seats());
        }
        board.setMarks(marks());
        markButtons();
    }

    /** Whether the hint was given for the position shown. */
    private boolean hintShown() {
        return session != null && hintDecision != null && session.revision() == hintRevision;
    }

    /** The hint's button outlined in the prompt or the gene pool while its position is shown. */
    private void markButtons() {
        java.awt.Color colour = board.theme().hint();
        SoupDecision d = hintShown() ? hintDecision : null;
        SuggestedButtons.mark(prompt, d, colour);
        SuggestedButtons.mark(genes, d, colour);
    }

    /** What the board marks: the clickable places, the acting amoeba, the recent moves. */
    private Marks marks() {
        Marks m = recent.withActing(RecentMoves.acting(session.state()));
        if (clicks != null) {
            m = m.withTargets(clicks.targets(), clicks.ladderTargets());
        }
        if (hintShown()) {
            m = m.withHint(hintSpaces, hintLadder);
        }
        return m;
    }

    /**
     * The recent moves (arrows, dice, the spaces the last decision changed) and the summaries, marked new
     * since the viewer's last decision (with no human at the screen, since the last decision); the whole game's,
     * the newest kept in view by the panel. New summaries
     * bring their tab forward, except while the viewer buys, when the gene cards matter more.
     */
    private void showRecent(int seat, boolean viewerToAct) {
        int size = session.size();
        int anchor = RecentMoves.anchor(session.decisions(), s -> s == seat && session.isHuman(s));
        Set<Integer> changed = size == 0 ? Set.of()
                : RecentMoves.changed(session.stateAt(size - 1), session.stateAt(size));
        List<LoggedEvent<SoupEvent>> since = eventsFrom(anchor);
        recent = Marks.NONE.withRecent(changed, RecentMoves.arrows(since, anchor), RecentMoves.roll(since, anchor));
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
        int seat = viewer;
        boolean viewerToAct = summariesViewerToAct;
        int anchor = RecentMoves.anchor(session.decisions(), s -> s == seat && session.isHuman(s));
        List<NewsCard.Entry> entries = news();
        boolean fresh = news.show(entries, anchor, session.seats());
        boolean buying = viewerToAct && session.state().await() == Await.PURCHASE;
        if (fresh && !buying) {
            tabs.setSelectedComponent(newsScroll);
        }
    }

    /** The events of the decisions from {@code first} on (the whole log is copied only when the news needs it). */
    private List<LoggedEvent<SoupEvent>> eventsFrom(int first) {
        List<LoggedEvent<SoupEvent>> out = new ArrayList<>();
        for (int d = Math.max(0, first); d < session.size(); d++) {
            for (SoupEvent e : session.eventsOf(d)) {
                out.add(new LoggedEvent<>(d, e));
            }
        }
        return out;
    }

    /**
     * The summaries: gathered anew from the whole log only when a phase ended since the last time (or a
     * decision was taken back); a card is told once its phase is over, so between those nothing changes.
     */
    private List<NewsCard.Entry> news() {
        return summaries.get(session, d -> session.stateAt(d).phase().isSetup() || session.eventsOf(d).stream()
                        .anyMatch(e -> e instanceof SoupEvent.PhaseStarted || e instanceof SoupEvent.GameOver),
                () -> newsText.recent(session.events(), session.seats(), session::stateAt, Integer.MAX_VALUE));
    }

    // ------------------------------------------------------------------ the viewer's clicks

    @Override
    public void play(SoupDecision d) {
        clicks = null;
        host.play(d);
    }

    @Override
    public void spaceClicked(int space) {
        if (active()) {
            answer(clicks.clickSpace(space));
        }
    }

    @Override
    public void ladderClicked(int ladderSpace) {
        if (active()) {
            answer(clicks.clickLadder(ladderSpace));
        }
    }

    private boolean active() {
        return session != null && session.humanToAct() && clicks != null;
    }

    private void answer(Click c) {
        if (c instanceof Click.Play p) {
            play(p.decision());
        } else if (c instanceof Click.Refused r) {
            host.status(r.key() != null ? texts.get(r.key()) : Refusals.of(texts).sentence(r.why()));
        }
    }

    @Override
    public void numberChosen(int number) {
        if (clicks != null && clicks.numbers().contains(number)) {
            clicks.setNumber(number);
            board.setMarks(marks());
        }
    }

    @Override
    public void showRecap(List<Integer> decisions, int step) {
        if (session == null || decisions.isEmpty()) {
            board.setRecap(null);
            board.setMarks(marks());
            return;
        }
        List<SoupRecap.Arrow> arrows = new ArrayList<>();
        Set<Integer> spaces = new java.util.HashSet<>();
        int seen = Math.max(0, viewer);
        for (int k = 0; k < decisions.size(); k++) {
            if (step >= 0 && k != step) {
                continue;
            }
            int i = decisions.get(k);
            SoupState before = SoupView.of(session.stateAt(i), seen).state();
            SoupState after = SoupView.of(session.stateAt(i + 1), seen).state();
            arrows.addAll(SoupRecap.of(before, after, k + 1));
            spaces.addAll(RecentMoves.changed(before, after));
        }
        board.setRecap(new SoupRecap(arrows));
        // The recap's own arrows stand in for the recent ones; its spaces are outlined instead.
        Marks m = marks();
        board.setMarks(new Marks(m.targets(), m.ladderTargets(), spaces, List.of(), m.acting(), m.roll(), m.hint(),
                m.hintLadder(), m.hovered(), m.hoveredLadder()));
    }

    @Override
    public void showHint(SoupDecision decision, String text) {
        hintDecision = decision;
        hintRevision = session.revision();
        hintSpaces = HintMarks.spaces(decision, session.state());
        hintLadder = decision instanceof SoupDecision.ChooseStartSpace c ? c.ladderSpace() : -1;
        board.setMarks(board.marks().withHint(hintSpaces, hintLadder));
        markButtons();
    }

    /** The buttons outlined as a hint's, in the prompt and the gene pool (tests read them). */
    List<String> hintButtons() {
        List<String> names = new ArrayList<>(SuggestedButtons.marked(prompt));
        names.addAll(SuggestedButtons.marked(genes));
        return names;
    }

    /** The spaces marked as a hint's (tests read them). */
    Set<Integer> hintMarks() {
        return board.marks().hint();
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

    @Override
    public boolean summariesShown() {
        return tabs.getSelectedComponent() == newsScroll;
    }
}
