package org.ichto.urland.ui;

import org.ichto.shell.game.Seat;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Profile;
import org.ichto.urland.ui.text.Texts;
import net.miginfocom.swing.MigLayout;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import java.awt.Component;
import java.awt.Window;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Who plays: 3 to 5 seats, each a human or a computer personality at a difficulty; an optional seed. */
final class NewGameDialog extends JDialog {
    /** What the dialog decided. */
    record Choice(List<Seat> seats, long seed) {
    }

    static final List<String> KINDS = List.of("human", "balanced", "cautious-breeder", "land-grabber", "predator",
            "gene-gambler", "expert", "random");

    private final Texts texts;
    /** Every kind of seat offered: human, the shipped personalities, the Expert, random, then the player's own. */
    private final List<String> kindIds;
    /** The names of the player's own personalities, by id. */
    private final java.util.Map<String, String> ownNames = new java.util.HashMap<>();
    private final JSpinner count = new JSpinner(new SpinnerNumberModel(4, 3, 5, 1));
    private final JPanel seatsPanel = new JPanel(new MigLayout("wrap 4, insets 0", "[][grow, fill][][]"));
    private final List<JTextField> names = new ArrayList<>();
    private final List<JComboBox<String>> colours = new ArrayList<>();
    private final List<JComboBox<String>> kinds = new ArrayList<>();
    private final List<JComboBox<Difficulty>> difficulties = new ArrayList<>();
    private final JTextField seed = new JTextField(12);
    private Choice choice;

    NewGameDialog(Window owner, Texts texts, java.util.Collection<Profile> profiles) {
        super(owner, texts.get("newgame.title"), ModalityType.APPLICATION_MODAL);
        this.texts = texts;
        this.kindIds = kinds(profiles);
        for (Profile p : profiles) {
            ownNames.put(p.id(), p.name());
        }
        setName("newGame");
        JPanel root = new JPanel(new MigLayout("wrap 2, insets 12", "[][grow, fill]"));
        root.add(new JLabel(texts.get("newgame.playerCount")));
        count.setName("newGame.count");
        root.add(count, "growx 0");
        root.add(seatsPanel, "span 2, growx");
        root.add(new JLabel(texts.get("newgame.seed")));
        seed.setName("newGame.seed");
        root.add(seed);
        JLabel seedHint = new JLabel(texts.get("newgame.seed.hint"));
        seedHint.setFont(seedHint.getFont().deriveFont(seedHint.getFont().getSize2D() - 1f));
        root.add(seedHint, "span 2");
        JButton start = new JButton(texts.get("newgame.start"));
        start.setName("newGame.start");
        JButton cancel = new JButton(texts.get("newgame.cancel"));
        cancel.setName("newGame.cancel");
        root.add(start, "span 2, split 2, right, tag ok");
        root.add(cancel, "tag cancel");
        for (int seat = 0; seat < 5; seat++) {
            addSeatRow(seat);
        }
        count.addChangeListener(e -> layoutSeats());
        start.addActionListener(e -> start());
        cancel.addActionListener(e -> dispose());
        getRootPane().setDefaultButton(start);
        setContentPane(root);
        layoutSeats();
        pack();
        setLocationRelativeTo(owner);
    }

    /**
     * The kinds of seat to offer: the fixed ones, then the ids of the personalities in the library
     * that are not among them (the player's own profiles), in alphabetical order.
     */
    static List<String> kinds(java.util.Collection<Profile> profiles) {
        List<String> all = new ArrayList<>(KINDS);
        profiles.stream().map(Profile::id).filter(id -> !KINDS.contains(id)).sorted().forEach(all::add);
        return all;
    }

    /** A kind in words: a shipped personality in the player's language, one of their own by its name. */
    private String label(String id) {
        if (id.equals("human")) {
            return texts.get("newgame.human");
        }
        return KINDS.contains(id) || !ownNames.containsKey(id) ? texts.personality(id) : ownNames.get(id);
    }

    /** Shows the dialog and returns the choice, or empty when cancelled. */
    Optional<Choice> ask() {
        setVisible(true);
        return Optional.ofNullable(choice);
    }

    private void addSeatRow(int seat) {
        String firstKind = seat == 0 ? "human" : KINDS.get(1 + (seat - 1) % 5);
        JTextField name = new JTextField(seat == 0 ? System.getProperty("user.name", texts.format(
                "newgame.defaultName", 1)) : label(firstKind), 12);
        name.setName("newGame.name." + seat);
        JComboBox<String> colour = new JComboBox<>(org.ichto.urland.UrlandGame.INSTANCE.seats().colours().toArray(new String[0]));
        colour.setSelectedIndex(seat);
        colour.setName("newGame.colour." + seat);
        colour.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                super.getListCellRendererComponent(list, texts.colour((String) value), index, selected, focus);
                setIcon(SeatIcon.of((String) value, 14));
                return this;
            }
        });
        JComboBox<String> kind = new JComboBox<>(kindIds.toArray(new String[0]));
        kind.setSelectedItem(firstKind);
        kind.setName("newGame.kind." + seat);
        kind.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(list, label((String) value), index, selected, focus);
            }
        });
        JComboBox<Difficulty> difficulty = new JComboBox<>(Difficulty.values());
        difficulty.setSelectedItem(Difficulty.NORMAL);
        difficulty.setName("newGame.difficulty." + seat);
        difficulty.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(list, texts.get("difficulty." + ((Difficulty) value).id()),
                        index, selected, focus);
            }
        });
        String[] shownKind = {firstKind};
        kind.addActionListener(e -> {
            String id = (String) kind.getSelectedItem();
            difficulty.setEnabled(!"human".equals(id));
            // A computer's name follows its personality until the player types one of their own.
            if (!"human".equals(id) && name.getText().strip().equals(label(shownKind[0]))) {
                name.setText(label(id));
            }
            shownKind[0] = id;
        });
        difficulty.setEnabled(seat != 0);
        names.add(name);
        colours.add(colour);
        kinds.add(kind);
        difficulties.add(difficulty);
    }

    private void layoutSeats() {
        seatsPanel.removeAll();
        seatsPanel.add(new JLabel(texts.get("newgame.colour")));
        seatsPanel.add(new JLabel(texts.get("newgame.name")));
        seatsPanel.add(new JLabel(texts.get("newgame.kind")));
        seatsPanel.add(new JLabel(texts.get("newgame.difficulty")));
        for (int seat = 0; seat < (Integer) count.getValue(); seat++) {
            seatsPanel.add(colours.get(seat));
            seatsPanel.add(names.get(seat));
            seatsPanel.add(kinds.get(seat));
            seatsPanel.add(difficulties.get(seat));
        }
        seatsPanel.revalidate();
        pack();
    }

    private void start() {
        int n = (Integer) count.getValue();
        List<Seat> seats = new ArrayList<>();
        Set<String> usedNames = new HashSet<>();
        Set<String> usedColours = new HashSet<>();
        boolean human = false;
        for (int seat = 0; seat < n; seat++) {
            String name = names.get(seat).getText().strip();
            String colour = (String) colours.get(seat).getSelectedItem();
            String kind = (String) kinds.get(seat).getSelectedItem();
            if (name.isEmpty()) {
                refuse(texts.format("newgame.error.name", seat + 1));
                return;
            }
            if (!usedNames.add(name)) {
                refuse(texts.format("newgame.error.sameName", name));
                return;
            }
            if (!usedColours.add(colour)) {
                refuse(texts.format("newgame.error.sameColour", texts.colour(colour)));
                return;
            }
            if ("human".equals(kind)) {
                human = true;
                seats.add(Seat.human(name, colour));
            } else {
                Difficulty d = (Difficulty) difficulties.get(seat).getSelectedItem();
                seats.add(Seat.computer(name, colour, d == Difficulty.NORMAL ? kind : kind + ":" + d.id()));
            }
        }
        if (!human) {
            refuse(texts.get("newgame.error.noHuman"));
            return;
        }
        long s;
        String text = seed.getText().strip();
        if (text.isEmpty()) {
            s = System.nanoTime() ^ System.currentTimeMillis() * 0x9E3779B97F4A7C15L;
        } else {
            try {
                s = Long.parseLong(text);
            } catch (NumberFormatException e) {
                refuse(texts.format("newgame.error.seed", text));
                return;
            }
        }
        choice = new Choice(seats, s);
        dispose();
    }

    private void refuse(String message) {
        JOptionPane.showMessageDialog(this, message, texts.get("newgame.title"), JOptionPane.WARNING_MESSAGE);
    }
}
