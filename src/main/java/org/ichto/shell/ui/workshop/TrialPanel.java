package org.ichto.shell.ui.workshop;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Profile;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.lab.TournamentResult;
import org.ichto.shell.ui.text.Texts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * "Try it": plays games in the background between the personality as edited and opponents the player chooses,
 * on at most all processors but one, with a progress bar (games done, time left) and a Stop that keeps the games
 * played; then shows the win rate with its 95 % interval and how each played, side by side.
 */
final class TrialPanel extends JPanel {
    private static final Logger LOG = LoggerFactory.getLogger(TrialPanel.class);
    /** Seats of a trial: the edited personality and three opponents (both games seat four). */
    static final int OPPONENTS = 3;
    /** The games of a trial unless the player asks for more or fewer: a few seconds with the heuristic players. */
    static final int DEFAULT_GAMES = 20;
    /** The tournament's seed: the same for every trial, so that a change is tried on the same deals as before. */
    static final long SEED = 1;

    private final Texts texts;
    private final WorkshopGame game;
    private final Personalities personalities;
    private final Supplier<Profile> edited;
    private final Function<String, String> labels;
    private final List<JComboBox<String>> opponents = new ArrayList<>();
    private final JComboBox<Difficulty> difficulty = new JComboBox<>(Difficulty.values());
    private final JSpinner games = new JSpinner(new SpinnerNumberModel(DEFAULT_GAMES, 1, 1000, 1));
    private final JButton start = new JButton();
    private final JButton stop = new JButton();
    private final JProgressBar progress = new JProgressBar();
    private final JTextArea note = Wrapped.text("");
    private final TrialTable table;
    private AtomicBoolean stopping;
    private SwingWorker<TournamentResult, Void> worker;

    TrialPanel(Texts texts, WorkshopGame game, Personalities personalities, Supplier<Profile> edited,
               Function<String, String> labels) {
        super(new MigLayout("wrap 2, insets 8", "[][grow, fill]", "[][][][][][][][][grow, fill]"));
        this.texts = texts;
        this.game = game;
        this.personalities = personalities;
        this.edited = edited;
        this.labels = labels;
        this.table = new TrialTable(texts);
        setName("workshop.trial");
        setBorder(BorderFactory.createTitledBorder(texts.get("workshop.trial")));
        add(new JLabel(texts.get("workshop.trial.opponents")), "top");
        JPanel against = new JPanel(new MigLayout("wrap 1, insets 0", "[grow, fill]"));
        for (int i = 0; i < OPPONENTS; i++) {
            JComboBox<String> box = new JComboBox<>();
            box.setName("workshop.trial.opponent." + i);
            box.setRenderer(PlainSwing.renderer(v -> labels.apply((String) v)));
            opponents.add(box);
            against.add(box);
        }
        add(against);
        add(new JLabel(texts.get("workshop.trial.difficulty")));
        difficulty.setName("workshop.trial.difficulty");
        difficulty.setSelectedItem(Difficulty.NORMAL);
        difficulty.setRenderer(PlainSwing.renderer(v -> texts.get("difficulty." + ((Difficulty) v).id())));
        add(difficulty, "growx 0");
        add(new JLabel(texts.get("workshop.trial.games")));
        games.setName("workshop.trial.games");
        add(games, "growx 0, split 3");
        start.setText(texts.get("workshop.trial.start"));
        start.setName("workshop.trial.start");
        stop.setText(texts.get("workshop.trial.cancel"));
        stop.setName("workshop.trial.stop");
        stop.setEnabled(false);
        add(start);
        add(stop);
        progress.setName("workshop.trial.progress");
        progress.setStringPainted(true);
        progress.setString("");
        add(progress, "span 2, growx");
        note.setName("workshop.trial.note");
        note.setText(texts.get("workshop.trial.idle"));
        add(note, "span 2, growx, wmin 0");
        JTextArea source = Wrapped.text(texts.get("workshop.trial.source"));
        source.setFont(source.getFont().deriveFont(source.getFont().getSize2D() - 1f));
        add(source, "span 2, growx, wmin 0");
        JScrollPane scroll = new JScrollPane(table.component());
        add(scroll, "span 2, grow, push");
        start.addActionListener(e -> start());
        stop.addActionListener(e -> stop());
        refresh();
    }

    /** Offers the personalities the game has now (after a save): the shipped ones first, then random and the Expert. */
    void refresh() {
        List<String> ids = new ArrayList<>(personalities.library().shippedIds());
        personalities.library().all().stream().map(Profile::id).filter(id -> !ids.contains(id)).sorted()
                .forEach(ids::add);
        ids.add("random");
        ids.add("expert");
        for (int i = 0; i < opponents.size(); i++) {
            JComboBox<String> box = opponents.get(i);
            String was = (String) box.getSelectedItem();
            box.removeAllItems();
            ids.forEach(box::addItem);
            box.setSelectedItem(was != null && ids.contains(was) ? was : defaultOpponent(i, ids));
        }
    }

    /** The shipped personalities in turn: the reference first, so a change is seen beside the personality it was made from. */
    private String defaultOpponent(int i, List<String> ids) {
        List<String> shipped = personalities.library().shippedIds();
        return shipped.isEmpty() ? ids.get(0) : shipped.get(i % shipped.size());
    }

    boolean running() {
        return worker != null && !worker.isDone();
    }

    /** Stops the games being played; those finished are kept and shown. */
    void stop() {
        if (stopping != null) {
            stopping.set(true);
        }
        stop.setEnabled(false);
    }

    private void start() {
        if (running()) {
            return;
        }
        Profile profile = edited.get();
        Difficulty level = (Difficulty) difficulty.getSelectedItem();
        List<String> against = opponents.stream().map(b -> (String) b.getSelectedItem()).toList();
        int count = (Integer) games.getValue();
        AtomicBoolean stopFlag = new AtomicBoolean();
        stopping = stopFlag;
        String trialId = trialId();
        org.ichto.shell.ai.ProfileLibrary library = personalities.library();
        List<String> ids = new ArrayList<>();
        ids.add(trialId);
        ids.addAll(against);
        List<String> columns = new ArrayList<>();
        columns.add(texts.get("workshop.trial.edited"));
        against.forEach(id -> columns.add(labels.apply(id)));
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
        long began = System.nanoTime();
        progress.setMaximum(count);
        progress.setValue(0);
        progress.setString(texts.format("workshop.trial.running", 0, count));
        note.setText(" ");
        start.setEnabled(false);
        stop.setEnabled(true);
        worker = new SwingWorker<>() {
            @Override
            protected TournamentResult doInBackground() {
                return play(game.game(), library, profile, trialId, ids, level, count, threads, stopFlag,
                        (done, total) -> SwingUtilities.invokeLater(() -> showProgress(done, total, began)));
            }

            @Override
            protected void done() {
                finished(this, count, columns, began);
            }
        };
        worker.execute();
    }

    /** A name for the edited personality that no other player of the game has. */
    private String trialId() {
        String id = "edited";
        for (int n = 2; personalities.library().find(id).isPresent(); n++) {
            id = "edited-" + n;
        }
        return id;
    }

    /**
     * Plays the trial: the edited personality (under a name of its own, so that it sits beside the one it was made
     * from) against the opponents, every seat at the same difficulty.
     */
    private static <S, V, D> TournamentResult play(GameDefinition<S, V, D, ?> def,
                                                   org.ichto.shell.ai.ProfileLibrary library, Profile profile,
                                                   String trialId, List<String> ids, Difficulty level, int count,
                                                   int threads, AtomicBoolean stop, Tournament.Progress progress) {
        PlayerFactory<V, D> factory = PlayerFactory.standard(def, library)
                .register(trialId, (spec, seed) -> def.ai().heuristic(profile.at(spec.difficulty()), seed));
        List<PlayerSpec> specs = ids.stream().map(id -> new PlayerSpec(id, level)).toList();
        return new Tournament<>(def, factory, specs, count, SEED).run(threads, progress, stop::get);
    }

    private void showProgress(int done, int total, long began) {
        if (!running()) {
            return;
        }
        progress.setValue(done);
        double seconds = (System.nanoTime() - began) / 1e9;
        long left = Math.round(seconds / Math.max(1, done) * (total - done));
        progress.setString(texts.format("workshop.trial.progress", done, total, left));
    }

    private void finished(SwingWorker<TournamentResult, Void> w, int count, List<String> columns, long began) {
        start.setEnabled(true);
        stop.setEnabled(false);
        TournamentResult result;
        try {
            result = w.get();
        } catch (ExecutionException e) {
            LOG.warn("the games of a trial could not be played", e.getCause());
            note.setText(texts.format("workshop.trial.failed", String.valueOf(e.getCause().getMessage())));
            progress.setString("");
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        progress.setValue(result.games());
        progress.setString(texts.format("workshop.trial.running", result.games(), count));
        if (result.games() == 0) {
            note.setText(texts.get("workshop.trial.none"));
            table.clear();
            return;
        }
        String seconds = SettingWords.number(texts, Math.round((System.nanoTime() - began) / 1e8) / 10.0);
        note.setText(result.games() < count ? texts.format("workshop.trial.stopped", result.games(), count)
                : texts.format("workshop.trial.done", result.games(), seconds));
        table.show(result, columns);
    }

}
